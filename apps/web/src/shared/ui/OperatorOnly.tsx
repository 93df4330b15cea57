import { Alert, Button, Stack, Text } from '@mantine/core';
import { reasonText } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { paths } from '../paths';
import { Link } from '../router';
import { Icon } from './icons';
import { PageHeader } from './PageHeader';

/**
 * Why a console read shows nothing to someone without the operator role (a parent, following an
 * address): `body` says what the page is for, and a button leads back to the family's app.
 */
export function OperatorRequired({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="danger" variant="light" icon={<Icon name="ban" />} role="alert" title={reasonText('operator_required')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body}</Text>
        <Button component={Link} to={paths.home()} variant="light" color="primary">
          {t('backHome')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A console page opened by someone without the operator role: its title, and why it shows nothing. */
export function OperatorOnly({ title }: { title: string }) {
  // The console's own words: the shell's first download does not carry them.
  const { t } = useTranslation('console');
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={title} back={null} />
      <OperatorRequired body={t('operatorOnly')} />
    </Stack>
  );
}
