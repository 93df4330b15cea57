import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard. The async Clipboard API only exists in secure contexts, so a
 * parent opening the app over a plain-http LAN address gets the older selection-based copy.
 */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: the fallback below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const COPIED_FEEDBACK_MS = 2000;

/** copyText plus a short-lived "copied" flag for the button's feedback. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    setCopied(ok);
    if (timer.current) clearTimeout(timer.current);
    if (ok) timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return ok;
  }, []);
  return { copied, copy };
}

/** The Web Share API is on most phones and few desktops; without it the link is copied instead. */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
