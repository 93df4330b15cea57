import type { HomeSectionCondition, HomeSectionId } from '@t1d/contract';
import { ActionIcon, Badge, Group, Paper, Switch, Text } from '@mantine/core';
import type { CSSProperties, HTMLAttributes } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';

/** What binds a row to the drag and drop (SortableSectionList.tsx). */
export interface RowDrag {
  rowRef: (element: HTMLElement | null) => void;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: HTMLAttributes<HTMLElement>;
  style: CSSProperties;
  dragging: boolean;
}

export interface SectionRowProps {
  section: { id: HomeSectionId; enabled: boolean };
  position: number;
  total: number;
  condition: HomeSectionCondition | null;
  /** Moves the section to a position (1-based). */
  onMove: (position: number) => void;
  onToggle: (enabled: boolean) => void;
  /** Absent until the drag and drop's code is here: the handle is disabled meanwhile. */
  drag?: RowDrag;
}

/** One section in the editor's list: its handle, position, name, condition, switch, and up and down buttons. */
export function SectionRow({ section, position, total, condition, onMove, onToggle, drag }: SectionRowProps) {
  const { t } = useTranslation('homeConfig');
  const name = t(`sections.${section.id}`);
  const dragging = drag?.dragging === true;

  return (
    <Paper
      component="li"
      ref={drag?.rowRef}
      withBorder
      radius="md"
      px="xs"
      py={6}
      bg={dragging ? 'primary.0' : undefined}
      style={{ ...drag?.style, position: 'relative', zIndex: dragging ? 2 : undefined }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={drag?.handleRef}
          variant="subtle"
          color="gray"
          size={36}
          aria-label={t('sectionList.drag', { name })}
          disabled={!drag}
          style={{ cursor: drag ? 'grab' : undefined, touchAction: 'none' }}
          {...drag?.handleProps}
        >
          <Icon name="grip" size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden>
          {t('sectionList.position', { position })}
        </Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} c={section.enabled ? undefined : 'dimmed'} td={section.enabled ? undefined : 'line-through'}>
            {name}
          </Text>
          {condition && (
            <Badge size="xs" variant="light" color="gray" style={{ textTransform: 'none' }}>
              {t(condition === 'dev_only' ? 'sectionList.devOnly' : 'sectionList.fitnessEntry')}
            </Badge>
          )}
        </div>
        <Switch
          checked={section.enabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={t('sectionList.show', { name })}
        />
        <ActionIcon
          variant="light"
          size={32}
          aria-label={t('sectionList.moveUp', { name })}
          disabled={position === 1}
          onClick={() => onMove(position - 1)}
        >
          <Icon name="arrowUp" size={16} />
        </ActionIcon>
        <ActionIcon
          variant="light"
          size={32}
          aria-label={t('sectionList.moveDown', { name })}
          disabled={position === total}
          onClick={() => onMove(position + 1)}
        >
          <Icon name="arrowDown" size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
