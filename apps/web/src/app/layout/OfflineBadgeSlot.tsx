import { lazy, Suspense } from 'react';
import { useOffline } from '../../shared/pwa/connectivity';

// Online (nearly always) the badge's code is never fetched; offline the worker has it precached.
const OfflineBadge = lazy(() => import('../../shared/pwa/OfflineBadge').then((m) => ({ default: m.OfflineBadge })));

/** Where a signed-in page says it is offline (shared/pwa/OfflineBadge.tsx). */
export function OfflineBadgeSlot() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBadge />
    </Suspense>
  );
}
