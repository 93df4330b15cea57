import type { RedFlag } from '@t1d/contract';
import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useMarkRedFlagsRead } from '../api/useRedFlags';
import { readCheckbox } from '../redFlagList';

/** 'Mark as read' for one red flag: ticking it reads the flag for good; it cannot be unticked. */
export function MarkReadCheckbox({ flag, describedBy }: { flag: RedFlag; describedBy?: string }) {
  const { t } = useTranslation('redFlags');
  const mark = useMarkRedFlagsRead();
  const { checked, disabled } = readCheckbox(flag.is_read, mark.status);
  // A read flag is locked because it is done: the offline hint is not its reason.
  const serverAction = useServerAction({ disabled, describedBy, done: checked });

  const onChange = (next: boolean) => {
    if (!next || disabled) return;
    mark.mutate({ interventionIds: [flag.id] }, { onError: (error) => notifyFailure(error, t('markFailed')) });
  };

  return (
    <Checkbox
      {...serverAction}
      label={t('markRead')}
      checked={checked}
      // Locked because it is done, not because it is unavailable: the label stays readable.
      styles={checked ? { label: { color: 'var(--mantine-color-gray-7)' } } : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
