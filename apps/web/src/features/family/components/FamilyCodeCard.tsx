import { ActionIcon, CopyButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { useFamilyInfo } from '../api/useFamily';
import { LoadError } from '../../../shared/ui/LoadError';
import { Tooltip } from '../../../shared/ui/Tooltip';

export function FamilyCodeCard() {
  const { t } = useTranslation('family');
  const format = useFormat();
  const info = useFamilyInfo();

  if (info.isError && !isSilentError(info.error)) {
    return <LoadError message={t('loadInfoFailed')} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <Skeleton height={96} radius="lg" />;
  const { p_code: code, members_count: members, children_count: children, created_at: createdAt } = info.data;

  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('code.label')}
          </Text>
          <Text ff="monospace" fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {code}
          </Text>
        </Stack>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('code.copied') : t('code.copy')}>
              <ActionIcon variant="light" size={44} radius="xl" aria-label={t('code.copy')} onClick={copy}>
                <Icon name={copied ? 'check' : 'copy'} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t('count', { count: members, formatted: format.number(members) })} ·{' '}
        {t('children', { count: children, formatted: format.number(children) })} · {t('since', { date: format.date(createdAt) })}
      </Text>
    </Paper>
  );
}
