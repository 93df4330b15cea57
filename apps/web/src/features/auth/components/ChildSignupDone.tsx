import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import { CopyableValue } from '../../../shared/ui/share/CopyableValue';

/** The child's account exists: the one thing to remember now is the login name for the game. */
export function ChildSignupDone({ loginName }: { loginName: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" align="stretch">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="primary" variant="light">
          <Icon name="check" size={30} />
        </ThemeIcon>
        <Title order={2} size="h3" role="status">
          {t('child.doneTitle')}
        </Title>
        <Text>{t('child.doneBody')}</Text>
      </Stack>
      <CopyableValue label={t('child.yourLoginName')} value={loginName} copyLabel={t('child.copyLoginName')} />
      <Text size="sm" c="dimmed">
        {t('child.doneHint')}
      </Text>
    </Stack>
  );
}
