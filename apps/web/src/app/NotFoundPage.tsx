import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../shared/i18n/useTranslation';
import { Link } from '../shared/router';
import { paths } from '../shared/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <Text fz={56} fw={800} c="primary.6" aria-hidden="true">
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={420}>
        {t('notFound.body')}
      </Text>
      <Button component={Link} to={paths.splash()}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
