import type { HomeSectionCondition, HomeSectionId } from '@t1d/contract';
import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ConfigDraft } from './draft';
import { SectionRow, type SectionRowProps } from './SectionRow';

export interface SectionOrderListProps {
  sections: ConfigDraft['sections'];
  conditions: Partial<Record<HomeSectionId, HomeSectionCondition | null>>;
  onMove: (from: number, to: number) => void;
  onToggle: (id: HomeSectionId, enabled: boolean) => void;
}

interface SectionRowsProps extends SectionOrderListProps {
  /** How each row is drawn: with its handle bound to the drag and drop, or (until that code is here) without. */
  Row?: ComponentType<SectionRowProps>;
}

/** The sections in their order, as a list of rows. */
export function SectionRows({ sections, conditions, onMove, onToggle, Row = SectionRow }: SectionRowsProps) {
  const { t } = useTranslation('homeConfig');
  return (
    <Stack gap={6} component="ol" aria-label={t('sectionList.label')} p={0} m={0} style={{ listStyle: 'none' }}>
      {sections.map((section, index) => (
        <Row
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
  );
}
