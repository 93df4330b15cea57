import { useEffect } from 'react';
import { useFormat } from '../../../shared/format/useFormat';
import { useKeepRedFlagsAtHand } from '../api/keepRedFlagsAtHand';
import { useUnreadRedFlagCard } from '../api/useRedFlags';

/**
 * Reads the signed-in parent's unread red flags for the bottom navigation and hands them up as the
 * parent reads numbers ('' for none). It draws nothing: the navigation is in the app's first
 * download, the gateway's client and the number formats are not. Beside every signed-in page, it also
 * keeps what the parent needs at a red flag on the device, for offline (useKeepRedFlagsAtHand).
 */
export function UnreadRedFlagCountReader({ onCount }: { onCount: (formatted: string) => void }) {
  const card = useUnreadRedFlagCard().data;
  const count = card?.total ?? 0;
  useKeepRedFlagsAtHand(card);
  const format = useFormat();
  const formatted = count > 0 ? format.number(count) : '';
  useEffect(() => onCount(formatted), [formatted, onCount]);
  return null;
}
