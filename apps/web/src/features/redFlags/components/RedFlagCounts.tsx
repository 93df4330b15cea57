import { Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';

/** '3 unread of 5': the parent's unread red flags against all of the family's. */
export function RedFlagCounts({ unread, all, size = 'sm' }: { unread: number; all: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('redFlags');
  const format = useFormat();
  return (
    <Text size={size} fw={700} c={unread > 0 ? 'danger.7' : 'dimmed'}>
      {t('counts', { unread: format.number(unread), all: format.number(all) })}
    </Text>
  );
}
