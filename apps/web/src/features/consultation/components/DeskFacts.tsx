import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';

/** One fact of a family on the clinic desk: its label in bold, then the fact. */
export function DeskFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600}>
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The family's parents by name, as the desk says them on the phone. */
export function DeskParents({ parents }: { parents: string[] }) {
  const { t } = useTranslation('consultation');
  return <DeskFact label={t('desk.parents')}>{parents.length > 0 ? parents.join(', ') : t('desk.noParents')}</DeskFact>;
}

/** A moment, in the reader's words. */
export function DeskTime({ at }: { at: number }) {
  const format = useFormat();
  return <time dateTime={fromEpochSeconds(at).toISOString()}>{format.dateTime(at)}</time>;
}
