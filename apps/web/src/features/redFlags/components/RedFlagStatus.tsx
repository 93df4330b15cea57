import type { RedFlag } from '@t1d/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { firstSeen } from '../redFlagSteps';

const colors = { new: 'danger', seen: 'yellow', on_it: 'primary', handled: 'green', resolved: 'gray' } as const;

/** Where the family is with a red flag, in words every parent reads alike: 'Seen by Mei', 'You are on it'. */
export function RedFlagStatus({ flag }: { flag: RedFlag }) {
  const { t } = useTranslation('redFlags');
  let text: string;
  if (flag.state === 'on_it') text = flag.owner_is_me ? t('status.onItYou') : t('status.onIt', { name: flag.owner ?? '' });
  else if (flag.state === 'seen') {
    const seen = firstSeen(flag);
    text = seen?.by_me ? t('status.seenByYou') : t('status.seenBy', { name: seen?.by ?? '' });
  } else text = t(`status.${flag.state}`);
  return (
    <Badge color={colors[flag.state]} variant="light" size="md" radius="sm" tt="none" style={{ height: 'auto', whiteSpace: 'normal' }}>
      {text}
    </Badge>
  );
}
