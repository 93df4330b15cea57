import type { HomeConfig } from '@t1d/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';

interface ConfigCardProps {
  config: HomeConfig;
  name: string;
  activating: boolean;
  onEdit: () => void;
  onActivate: () => void;
  onDelete: () => void;
}

/** One configuration in the list: for whom, which version, whether it is active, and what can be done with it. */
export function ConfigCard({ config, name, activating, onEdit, onActivate, onDelete }: ConfigCardProps) {
  const { t } = useTranslation('homeConfig');
  const format = useFormat();
  // Activate writes; Delete only asks before it writes, so offline its question is not opened. Edit works on a draft.
  const serverAction = useServerAction();
  const shown = config.sections_config.filter((section) => section.enabled).length;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={700}>{config.campaign ?? t('list.defaultCampaign')}</Text>
            <Badge variant={config.is_active ? 'filled' : 'light'} color={config.is_active ? 'primary' : 'gray'}>
              {t(config.is_active ? 'list.active' : 'list.inactive')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('list.version', { key: config.webapp_version_key })} · {t('list.sections', { count: shown })} ·{' '}
            {format.dateTime(config.updated_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={t('list.editLabel', { name })}>
            {t('list.edit')}
          </Button>
          {!config.is_active && (
            <Button {...serverAction} size="xs" onClick={onActivate} loading={activating} aria-label={t('list.activateLabel', { name })}>
              {t('list.activate')}
            </Button>
          )}
          <Button
            {...serverAction}
            size="xs"
            variant="light"
            color="danger"
            onClick={onDelete}
            aria-label={t('list.deleteLabel', { name })}
          >
            {t('list.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
