import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { commandQueryOptions } from '../../../shared/api';
import { keepRead } from '../../../shared/api/keepRead';
import { keepEmergencyNumbers } from '../../../shared/emergency/emergencyNumbers';
import { keepUrgentLearning } from '../../../shared/emergency/urgentLearning';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { pageInput, unreadFlagMissingFrom, type RedFlagPage } from '../redFlagList';
import { listCommand } from './useRedFlags';

// Beside every signed-in page (UnreadRedFlagCountReader), in a file of its own: the dashboard's first
// download does not carry it.

/**
 * What a parent needs to act on a red flag, kept on the device so that it opens offline too, from any
 * signed-in page (ADR 0064): the deployment's emergency numbers and the library's urgent articles
 * (what to do at a low, a high, a sick day), once, and, while the parent has an unread flag, the
 * red-flag page's first page with each flag's intervention. Asked once `card` (the
 * home card's answer) is known: after the first batch answered it, or at once when the device kept it.
 * The page is asked again only when it lacks the newest unread flag as unread (a flag raised or
 * reopened since it was read), the urgent set after a switch of language. A failure changes nothing
 * on screen.
 */
export function useKeepRedFlagsAtHand(card: RedFlagPage | undefined) {
  const queryClient = useQueryClient();
  const answered = card !== undefined;
  const { language } = useTranslation().i18n;
  const keptIn = useRef<string | null>(null);
  useEffect(() => {
    if (!answered) return;
    keepEmergencyNumbers(queryClient);
    // After a switch of language the urgent set is asked again, to be read offline in the new one (a
    // switch also cancels a keeping still on its way).
    void keepUrgentLearning(queryClient, keptIn.current !== null && keptIn.current !== language ? 'now' : 'missing');
    keptIn.current = language;
  }, [answered, language, queryClient]);
  useEffect(() => {
    if (!card) return;
    const firstPage = commandQueryOptions(listCommand, pageInput(1), { handlesErrors: true });
    if (unreadFlagMissingFrom(queryClient.getQueryData(firstPage.queryKey), card)) void keepRead(queryClient, firstPage, 'now');
  }, [card, queryClient]);
}
