import { useEffect, useState, type RefObject } from 'react';

/** The arrow appears after 1 s if the button is off-screen, and hides after 5 s. */
const ARROW_APPEAR_MS = 1000;
const ARROW_VISIBLE_MS = 5000;

function isOnScreen(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

export function useScrollArrow(target: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const showTimer = setTimeout(() => {
      if (!target.current || isOnScreen(target.current)) return;
      setVisible(true);
      hideTimer = setTimeout(() => setVisible(false), ARROW_VISIBLE_MS);
    }, ARROW_APPEAR_MS);
    // Once the button is in view the arrow has done its job.
    const onScroll = () => {
      if (target.current && isOnScreen(target.current)) setVisible(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [target]);

  return visible;
}
