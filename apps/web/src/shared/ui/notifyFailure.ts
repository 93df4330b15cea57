import { notifications } from '@mantine/notifications';
import { isSilentError } from '../api/errors';

/**
 * A failed action told in a toast, for actions with no place on screen to explain it. Our own
 * cancellations and a session expiry stay quiet: nobody asked for the first, the expiry modal speaks for the second.
 */
export function notifyFailure(error: unknown, message: string) {
  if (!isSilentError(error)) notifications.show({ color: 'danger', message });
}
