import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HomeSectionId } from '@t1d/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SectionRow, type SectionRowProps } from './SectionRow';
import { SectionRows, type SectionOrderListProps } from './SectionRows';

/**
 * The sections' list with drag and drop: each row dragged by its handle with a pointer, or with the
 * keyboard (space picks up, arrows move, space drops), each move announced. Fetched on its own when
 * the editor opens (SectionOrderList.tsx): @dnd-kit is most of the editor's code.
 */
export interface SortableSectionListProps extends SectionOrderListProps {
  /** Called once the list is drawn in place of the rows drawn before it. */
  onShown?: () => void;
}

export default function SortableSectionList({ onShown, ...props }: SortableSectionListProps) {
  const { t } = useTranslation('homeConfig');
  // Once, when it first takes the rows' place: the callback is not a reason to call it again.
  const shown = useRef(onShown);
  useLayoutEffect(() => shown.current?.(), []);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = props.sections.map((section) => section.id);
  const name = (id: unknown) => t(`sections.${id as HomeSectionId}`);
  const position = (id: unknown) => ids.indexOf(id as HomeSectionId) + 1;

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(ids.indexOf(active.id as HomeSectionId), ids.indexOf(over.id as HomeSectionId));
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
        <SectionRows {...props} Row={SortableSectionRow} />
      </SortableContext>
    </DndContext>
  );
}

/** A row whose handle drags it. */
function SortableSectionRow(props: SectionRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.section.id,
  });
  return (
    <SectionRow
      {...props}
      drag={{
        rowRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}
