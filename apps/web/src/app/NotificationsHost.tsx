import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyOrNothing } from '../shared/ui/lazyOrNothing';

const loadNotifications = () => import('./NotificationsContainer').then((m) => ({ default: m.NotificationsContainer }));
// Most screens never show a toast: the container, its styles and its animations come with the first.
const Notifications = lazyOrNothing(loadNotifications);

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
