import { useRef, useState } from 'react';

/** What a completion tells the overlay: the tap, then the server's answer. */
export interface CoinCount {
  /** At the tap: the overlay opens at once, counting (the next paint answers the tap). */
  counting: () => void;
  /** The coins the server paid: shown, or the overlay closes when it paid none. */
  paid: (coins: number) => void;
  /** The completion failed: the overlay closes (the failure says why). */
  failed: () => void;
}

/**
 * The coin overlay of a completion (a task, a goal): open from the tap, counting, until the server says
 * what it paid. A parent who closed it meanwhile is not shown it again when the figure arrives.
 * Spread `overlay` on a CoinOverlay.
 */
export function useCountingCoins(): CoinCount & { overlay: { coins: number | null; counting: boolean; onClose: () => void } } {
  const [coins, setCoins] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);
  const closedWhileCounting = useRef(false);
  return {
    counting: () => {
      closedWhileCounting.current = false;
      setCoins(null);
      setCounting(true);
    },
    paid: (paid) => {
      setCounting(false);
      setCoins(paid > 0 && !closedWhileCounting.current ? paid : null);
    },
    failed: () => setCounting(false),
    overlay: {
      coins,
      counting,
      onClose: () => {
        if (counting) closedWhileCounting.current = true;
        setCounting(false);
        setCoins(null);
      },
    },
  };
}
