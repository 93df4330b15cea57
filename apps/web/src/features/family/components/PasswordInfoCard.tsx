import { Badge, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadError } from '../../../shared/ui/LoadError';
import { CopyableValue } from '../../../shared/ui/share/CopyableValue';
import { usePasswordInfo } from '../api/useFamily';

export function PasswordInfoCard({ childId }: { childId: number }) {
  const { t } = useTranslation('family');
  const format = useFormat();
  const info = usePasswordInfo(childId);

  if (info.isError && !isSilentError(info.error)) {
    return <LoadError message={t('loginInfo.passwordInfoFailed')} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <Skeleton height={140} radius="lg" />;
  const { login_name: loginName, has_password: hasPassword, password_updated_at: updatedAt } = info.data;

  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('loginInfo.accountLabel')}>
      <Stack gap="sm">
        {loginName ? (
          <CopyableValue label={t('loginInfo.loginName')} value={loginName} copyLabel={t('loginInfo.copyLoginName')} />
        ) : (
          <Text c="dimmed">{t('loginInfo.noLoginName')}</Text>
        )}
        <Divider />
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('loginInfo.password')}
            </Text>
            <Text size="sm">
              {hasPassword
                ? updatedAt !== null
                  ? t('loginInfo.passwordSince', { date: format.dateTime(updatedAt) })
                  : t('loginInfo.passwordSetShort')
                : t('loginInfo.noPasswordHint')}
            </Text>
          </Stack>
          <Badge color={hasPassword ? 'primary' : 'gray'} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {hasPassword ? t('loginInfo.passwordSet') : t('loginInfo.noPassword')}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
