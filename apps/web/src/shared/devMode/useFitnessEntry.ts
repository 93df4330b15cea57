import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useDevMode } from './useDevMode';

// Per tab and session: a sign-out (or session expiry) clears session storage, and the entry with it.
const UNLOCK_KEY = 'fitness_unlocked';

function readUnlocked(): boolean {
  try {
    return sessionStorage.getItem(UNLOCK_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The fitness entry: shown in dev mode, or once the secret clicks on the company
 * valuation icon unlock it for this tab; `unlock` is the handler those clicks call.
 */
export function useFitnessEntry() {
  const dev = useDevMode();
  const { t } = useTranslation('home');
  const [unlocked, setUnlocked] = useState(readUnlocked);
  const unlock = useCallback(() => {
    if (unlocked) return;
    setUnlocked(true);
    try {
      sessionStorage.setItem(UNLOCK_KEY, '1');
    } catch {
      // Without storage the entry lasts until the page is left; nothing else to do.
    }
    notifications.show({ color: 'primary', message: t('fitnessUnlocked') });
  }, [unlocked, t]);
  return { shown: dev || unlocked, unlock };
}
