import { Suspense } from 'react';
import { useOffline } from '../../shared/pwa/connectivity';
import { lazyOrNothing } from '../../shared/ui/lazyOrNothing';

export const loadOfflineBadge = () => import('../../shared/pwa/OfflineBadge').then((m) => ({ default: m.OfflineBadge }));
// Online (nearly always) the badge's code is not needed; offline the worker has it precached, or the
// page fetched it while online where no worker keeps it (app/offlineKit.ts).
const OfflineBadge = lazyOrNothing(loadOfflineBadge);

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
