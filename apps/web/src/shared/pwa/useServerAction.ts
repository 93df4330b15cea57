import { useTranslation } from 'react-i18next';
import { OFFLINE_EXPLANATION_ID, useOffline } from './connectivity';

/**
 * Props for a control whose action needs the server (save, complete, mark as read…): offline it is
 * disabled, says why on hover, and points screen readers at the offline badge's explanation, rather
 * than failing when pressed. Spread them on the Button, Checkbox or Switch.
 */
export function useServerAction() {
  const { t } = useTranslation();
  const offline = useOffline();
  return offline
    ? { disabled: true, title: t('offline.actionHint'), 'aria-describedby': OFFLINE_EXPLANATION_ID }
    : { disabled: false as boolean };
}
