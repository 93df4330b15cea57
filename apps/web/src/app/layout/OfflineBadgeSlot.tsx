import { lazy, Suspense, useEffect } from 'react';
import { useOffline } from '../../shared/pwa/connectivity';

const loadBadge = () => import('../../shared/pwa/OfflineBadge').then((m) => ({ default: m.OfflineBadge }));
// Online (nearly always) the badge's code is never fetched; offline the worker has it precached.
const OfflineBadge = lazy(loadBadge);

/** Where a signed-in page says it is offline (shared/pwa/OfflineBadge.tsx). */
export function OfflineBadgeSlot() {
  const offline = useOffline();
  useEffect(() => {
    // On a plain-http address no worker keeps the badge's code (ADR 0037): it is fetched while the server is there.
    if (!window.isSecureContext) loadBadge().catch(() => undefined);
  }, []);
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBadge />
    </Suspense>
  );
}
