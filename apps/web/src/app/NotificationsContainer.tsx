import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container, as the app places it; NotificationsHost loads it with the first toast. */
export function NotificationsContainer() {
  return <Notifications position="top-center" zIndex={1000} />;
}
