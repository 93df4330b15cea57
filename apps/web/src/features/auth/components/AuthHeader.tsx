import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';

interface AuthHeaderProps {
  /** The line under 'Hello!': 'Create your account' unless the page says otherwise (signing in, Google). */
  subtitle?: string;
  /** Offers the introduction video; left out where the page is only passing through. */
  onWatchVideo?: () => void;
}

export function AuthHeader({ subtitle, onWatchVideo }: AuthHeaderProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap={4} align="center" ta="center">
      <Title order={1}>{t('header.hello')}</Title>
      <Text size="lg" c="dimmed">
        {subtitle ?? t('header.subtitle')}
      </Text>
      {onWatchVideo && (
        <Button variant="subtle" size="sm" leftSection={<Icon name="play" size={20} />} onClick={onWatchVideo}>
          {t('video.open')}
        </Button>
      )}
    </Stack>
  );
}
