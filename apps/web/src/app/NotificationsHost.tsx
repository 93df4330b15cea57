import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most screens never show a toast: the container, its styles and its animations come with the first.
const Notifications = lazy(() => import('./NotificationsContainer').then((m) => ({ default: m.NotificationsContainer })));

/**
 * Where the app's toasts appear. `notifications.show()` works from anywhere at any time: the store
 * keeps what was shown, and the container, fetched then, displays it.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a toast can animate out (React's "adjust state while rendering" pattern).
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
