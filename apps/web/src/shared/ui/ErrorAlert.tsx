import { Alert, type AlertProps } from '@mantine/core';
import { Icon } from './icons';

/** A failure explained in place, where it happened; screen readers announce it as it appears. */
export function ErrorAlert(props: AlertProps) {
  return <Alert color="danger" variant="light" icon={<Icon name="alert" />} role="alert" {...props} />;
}
