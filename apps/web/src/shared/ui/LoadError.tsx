import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** A load failure in place, with a retry that actually refetches. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={message}>
      <Button variant="white" color="danger" size="xs" mt="xs" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </Alert>
  );
}
