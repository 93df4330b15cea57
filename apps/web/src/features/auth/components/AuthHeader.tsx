import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';

export function AuthHeader({ onWatchVideo }: { onWatchVideo: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={4} align="center" ta="center">
      <Title order={1}>{t('header.hello')}</Title>
      <Text size="lg" c="dimmed">
        {t('header.subtitle')}
      </Text>
      <Button variant="subtle" size="sm" leftSection={<Icon name="play" size={20} />} onClick={onWatchVideo}>
        {t('video.open')}
      </Button>
    </Stack>
  );
}
