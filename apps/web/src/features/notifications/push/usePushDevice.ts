import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../../shared/i18n/useLocale';
import { readStatus, turnOff, turnOn, type PushBrowser, type PushServer, type PushStatus } from './pushState';

interface PushDevice {
  status: PushStatus;
  /** A switch is being carried out. */
  working: boolean;
  /** The last check or switch failed (offline, the browser refused): the switch shows what still holds. */
  failed: boolean;
  setOn(on: boolean): void;
}

/** The device switch's state, read when it appears and changed by the switch. */
export function usePushDevice(browser: PushBrowser, server: PushServer): PushDevice {
  const locale = useLocale();
  const [status, setStatus] = useState<PushStatus>('checking');
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  // Read once per page visit; a language change is sent by the language switch itself.
  const [firstLocale] = useState(locale);
  useEffect(() => {
    let live = true;
    readStatus(browser, server, firstLocale).then(
      (read) => live && setStatus(read),
      () => {
        if (!live) return;
        setStatus('off');
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [browser, server, firstLocale]);

  const setOn = useCallback(
    (on: boolean) => {
      setWorking(true);
      setFailed(false);
      (on ? turnOn(browser, server, locale) : turnOff(browser, server))
        .then(setStatus, () => setFailed(true))
        .finally(() => setWorking(false));
    },
    [browser, server, locale],
  );

  return { status, working, failed, setOn };
}
