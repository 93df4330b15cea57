import { useTranslation } from '../i18n/useTranslation';
import { OFFLINE_EXPLANATION_ID, useOffline } from './connectivity';

interface OwnState {
  /** The control's own reason to be disabled (pending, not allowed yet…), kept online and offline. */
  disabled?: boolean;
  /** The ids its own hint texts have; the offline explanation is added after them. */
  describedBy?: string;
  /** The action is done (a read flag, a requested referral): locked for that reason, never for the connection. */
  done?: boolean;
}

/**
 * Props for a control whose action needs the server (save, complete, mark as read…): offline it is
 * disabled, says why on hover, and points screen readers at the offline badge's explanation, rather
 * than failing when pressed. Spread them on the Button, Checkbox or Switch; the control's own
 * disabled state and hints go in `own`, so the two are merged here and nowhere else.
 */
export function useServerAction(own: OwnState = {}) {
  const { t } = useTranslation();
  const offline = useOffline();
  const ownDisabled = own.disabled ?? false;
  if (!offline || own.done) return { disabled: ownDisabled, 'aria-describedby': own.describedBy };
  const describedBy = own.describedBy ? `${own.describedBy} ${OFFLINE_EXPLANATION_ID}` : OFFLINE_EXPLANATION_ID;
  return { disabled: true, title: t('offline.actionHint'), 'aria-describedby': describedBy };
}
