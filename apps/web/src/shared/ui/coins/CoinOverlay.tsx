import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { useFormat } from '../../format/useFormat';
import classes from './CoinOverlay.module.css';
import { useAutoClose } from './useAutoClose';

/** The coin animation stays 2 s after a task or goal, 3 s after community and lesson rewards. */
const TASK_COIN_OVERLAY_MS = 2000;
export const REWARD_COIN_OVERLAY_MS = 3000;
const COIN_IMAGE_URL = '/media/coin.svg';

interface CoinOverlayProps {
  /** Coins just earned; null when the overlay is closed (or still counting, with `counting`). */
  coins: number | null;
  /**
   * Shown at the tap, before the server has said what it paid: the coin, and "adding your coins"
   * without a figure (the family's daily cap may pay less, another device may have done it already).
   * It closes by itself only once the figure is in.
   */
  counting?: boolean;
  onClose: () => void;
  durationMs?: number;
}

/**
 * The coin animation: closes by itself, on a click anywhere, on Escape, and when
 * its image fails to load (a broken picture is worse than no celebration).
 */
export function CoinOverlay({ coins, counting = false, onClose, durationMs = TASK_COIN_OVERLAY_MS }: CoinOverlayProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const earned = counting ? null : coins;
  const open = earned !== null || counting;
  useAutoClose(earned !== null, durationMs, onClose);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={classes.root} role="status" aria-live="polite">
      <button type="button" className={classes.backdrop} onClick={onClose} aria-label={t('coinOverlay.close')} />
      <div className={classes.content}>
        <img src={COIN_IMAGE_URL} alt="" className={classes.coin} onError={onClose} />
        {earned === null ? (
          // The figure's place is kept, so the card does not jump when it arrives.
          <span className={classes.amount} aria-hidden="true">
            {'\u00a0'}
          </span>
        ) : (
          <span className={classes.amount}>+{format.number(earned)}</span>
        )}
        <Text fw={700}>
          {earned === null ? t('coinOverlay.counting') : t('coinOverlay.earned', { count: earned, formatted: format.number(earned) })}
        </Text>
      </div>
    </div>,
    document.body,
  );
}
