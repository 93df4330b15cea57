import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type TouchEvent } from 'react';
import { SWIPE_MAX_WIDTH, swipeCloses, swipeOffset } from '../swipe';

/** Touch handlers that let a phone user drag a modal down to close it. */
export function useSwipeToClose(onClose: () => void) {
  const enabled = useMediaQuery(`(max-width: ${SWIPE_MAX_WIDTH}px)`) ?? false;
  const startY = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onTouchStart = (event: TouchEvent) => {
    if (enabled) startY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY;
    if (startY.current === null || y === undefined) return;
    setOffset(swipeOffset(y - startY.current));
  };
  const onTouchEnd = (event: TouchEvent) => {
    const y = event.changedTouches[0]?.clientY;
    const start = startY.current;
    startY.current = null;
    setOffset(0);
    if (start !== null && y !== undefined && swipeCloses(y - start)) onClose();
  };

  return {
    enabled,
    offset,
    handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: () => setOffset(0) },
  };
}
