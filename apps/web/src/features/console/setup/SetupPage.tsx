import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { UnconfiguredItem } from '@t1d/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { Loaded } from '../../../shared/ui/Loaded';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useUnconfigured } from '../api/useSetup';
import { unconfiguredPlaces } from './unconfiguredPlaces';

/** One thing not configured: what it is, what parents miss because of it, and the way to set it. */
function UnconfiguredCard({ item }: { item: UnconfiguredItem }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const place = unconfiguredPlaces[item.id];
  const counts = { count: item.missing ?? 0, missing: format.number(item.missing ?? 0), total: format.number(item.total ?? 0) };
  const title = t(`setup.items.${item.id}.title`, counts);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm">{t(`setup.items.${item.id}.parents`)}</Text>
        {place ? (
          <Button component={Link} to={place} size="xs" variant="light" rightSection={<Icon name="chevronRight" size={16} />}>
            {t(`setup.items.${item.id}.action`)}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`setup.items.${item.id}.action`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /admin/setup, where the console opens: what the deployment has not configured yet (ADR 0034). */
export function SetupPage() {
  const { t } = useTranslation('console');
  const unconfigured = useUnconfigured();
  useLogFailure(unconfigured.error, 'Failed to load what is not configured');
  if (isRefusal(unconfigured.error, 'operator_required')) return <OperatorOnly title={t('setup.title')} />;
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('setup.title')} intro={t('setup.intro')} back={null} />
      <Loaded query={unconfigured} loading={t('setup.loading')} failed={t('setup.loadFailed')} count={3} height={96}>
        {({ list }) =>
          list.length === 0 ? (
            <Alert color="primary" variant="light" icon={<Icon name="check" />} role="status">
              {t('setup.done')}
            </Alert>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('setup.listLabel')}>
              {list.map((item) => (
                <UnconfiguredCard key={item.id} item={item} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  );
}
