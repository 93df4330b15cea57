import { notifications } from '@mantine/notifications';
import { isNetworkError, isSilentError } from '../shared/api/errors';
import { setNetworkFailureHandler } from '../shared/api/networkFailure';
import { i18n } from '../shared/i18n/i18n';
import { isOffline } from '../shared/pwa/connectivity';

const NETWORK_ALERT_ID = 'network-error';

function showNetworkAlert() {
  // One alert at a time, however many requests failed together.
  notifications.hide(NETWORK_ALERT_ID);
  notifications.show({
    id: NETWORK_ALERT_ID,
    color: 'danger',
    // Offline, the failure is no surprise: the parent is told what waits for the connection instead.
    title: i18n.t(isOffline() ? 'offline.title' : 'networkErrorTitle'),
    message: i18n.t(isOffline() ? 'offline.actionFailed' : 'networkError'),
    autoClose: 8000,
  });
}

/**
 * The global rule: a network failure nobody handled shows one alert; requests
 * we cancelled ourselves (and session expiry, which has its own modal) are ignored.
 */
export function installNetworkAlert() {
  setNetworkFailureHandler(showNetworkAlert);
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isSilentError(event.reason)) {
      event.preventDefault();
    } else if (isNetworkError(event.reason)) {
      event.preventDefault();
      showNetworkAlert();
    }
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
