import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { Icon } from '../../../shared/ui/icons';
import { downloadFamilyData } from '../api/useFamilyData';

// The deletion dialog (its list, field and texts) is fetched the first time a parent opens it.
const DeleteFamilyModal = lazy(() => import('./DeleteFamilyModal').then((module) => ({ default: module.DeleteFamilyModal })));

/** The family's own data (ADR 0026): a download of all of it, and its deletion for good. */
export function FamilyDataCard() {
  const { t } = useTranslation('family');
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();

  const download = () => {
    setDownloading(true);
    downloadFamilyData()
      .then((name) => notifications.show({ color: 'primary', message: t('data.downloaded', { name }) }))
      .catch((error: unknown) => notifyFailure(error, t('data.downloadFailed')))
      .finally(() => setDownloading(false));
  };

  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('data.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('data.intro')}
      </Text>
      <Group mt="md" gap="sm">
        <Button variant="light" loading={downloading} onClick={download} leftSection={<Icon name="download" size={18} />}>
          {t('data.download')}
        </Button>
        <Button variant="outline" color="danger" onClick={() => setDeleting(true)} leftSection={<Icon name="trash" size={18} />}>
          {t('data.delete')}
        </Button>
      </Group>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteFamilyModal onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
