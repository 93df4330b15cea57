import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';
import { useOffline } from '../pwa/connectivity';
import { NotAvailableOffline } from '../pwa/offlineStates';
import { Icon } from './icons';

/**
 * A load failure in place, with a retry that actually refetches; offline, where no retry can work, only
 * that it is not available. Marked, so a dashboard showing one is not kept for the next start (ADR 0045).
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (offline) return <NotAvailableOffline />;
  return (
    <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={message} data-load-failure>
      <Button variant="white" color="danger" size="xs" mt="xs" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
