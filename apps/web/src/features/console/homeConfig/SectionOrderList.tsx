import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { HomeSectionCondition, HomeSectionId } from '@t1d/contract';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ConfigDraft } from './draft';
import { SectionRow } from './SectionRow';

interface SectionOrderListProps {
  sections: ConfigDraft['sections'];
  conditions: Partial<Record<HomeSectionId, HomeSectionCondition | null>>;
  onMove: (from: number, to: number) => void;
  onToggle: (id: HomeSectionId, enabled: boolean) => void;
}

/**
 * The sections in their order: dragged by their handle with a pointer, or with the keyboard (space
 * picks up, arrows move, space drops), or moved by the up and down buttons; each switched on or off.
 */
export function SectionOrderList({ sections, conditions, onMove, onToggle }: SectionOrderListProps) {
  const { t } = useTranslation('homeConfig');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = sections.map((section) => section.id);
  const name = (id: unknown) => t(`sections.${id as HomeSectionId}`);
  const position = (id: unknown) => ids.indexOf(id as HomeSectionId) + 1;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(ids.indexOf(active.id as HomeSectionId), ids.indexOf(over.id as HomeSectionId));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => t('sectionList.dragStart', { name: name(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('sectionList.dragOver', { name: name(active.id), position: position(over.id) }) : undefined,
          onDragEnd: ({ active, over }) => t('sectionList.dragEnd', { name: name(active.id), position: position(over?.id ?? active.id) }),
          onDragCancel: ({ active }) => t('sectionList.dragCancel', { name: name(active.id) }),
        },
        screenReaderInstructions: { draggable: t('sectionList.hint') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ol" aria-label={t('sectionList.label')} p={0} m={0} style={{ listStyle: 'none' }}>
          {sections.map((section, index) => (
            <SectionRow
              key={section.id}
              section={section}
              position={index + 1}
              total={sections.length}
              condition={conditions[section.id] ?? null}
              onMove={(to) => onMove(index, to - 1)}
              onToggle={(enabled) => onToggle(section.id, enabled)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
