import type { HomeConfig } from '@t1d/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, isSilentError, useLogFailure } from '../../../shared/api';
import { failureText } from '../../../shared/api/failureText';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useActivateConfig, useAllConfigs, useAvailableSections, useDeleteConfig } from '../api/useHomeConfigs';
import { ConfigCard } from './ConfigCard';
import { ConfigEditor } from './ConfigEditor';
import { loadSortableSectionList } from './SectionOrderList';

/** What the editor is open on: nothing, a new configuration, or one of the list. */
type Editing = null | 'new' | HomeConfig;

/**
 * /admin/home-config (operators): the dashboard's configurations per campaign (ADR 0018): list them,
 * create and edit one with its phone preview, activate it, delete it after asking.
 */
export function HomeConfigPage() {
  const { t } = useTranslation('homeConfig');
  const configs = useAllConfigs();
  const available = useAvailableSections();
  const activate = useActivateConfig();
  const remove = useDeleteConfig();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HomeConfig | null>(null);
  useLogFailure(configs.error, 'Failed to load home configuration');
  useLogFailure(available.error, 'Failed to load available sections');
  // The editor's drag and drop comes in its own file: asked for now, so it is here when the editor opens.
  useEffect(() => void loadSortableSectionList().catch(() => undefined), []);
  const nameOf = (config: HomeConfig) =>
    `${config.campaign ?? t('list.defaultCampaign')} · ${t('list.version', { key: config.webapp_version_key })}`;
  const conditions = Object.fromEntries((available.data?.sections ?? []).map((section) => [section.id, section.condition]));

  if (isRefusal(configs.error, 'operator_required')) return <OperatorOnly title={t('title')} />;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { config_id: deleting.config_id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t('confirmDelete.deleted', { name: nameOf(deleting) }) });
          if (editing !== null && editing !== 'new' && editing.config_id === deleting.config_id) setEditing(null);
          setDeleting(null);
        },
      },
    );
  };

  let list;
  if (configs.data)
    list =
      configs.data.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {configs.data.map((config) => (
            <ConfigCard
              key={config.config_id}
              config={config}
              name={nameOf(config)}
              activating={activate.isPending && activate.variables?.config_id === config.config_id}
              onEdit={() => setEditing(config)}
              onActivate={() =>
                activate.mutate(
                  { config_id: config.config_id },
                  { onSuccess: () => notifications.show({ color: 'primary', message: t('list.activated', { name: nameOf(config) }) }) },
                )
              }
              onDelete={() => {
                remove.reset();
                setDeleting(config);
              }}
            />
          ))}
        </Stack>
      );
  else if (configs.isError && !isSilentError(configs.error))
    list = <LoadError message={t('loadFailed')} onRetry={() => void configs.refetch()} />;
  else list = <SkeletonBlock label={t('title')} count={2} height={64} />;

  const activateFailure = failureText(activate.error, t('activateFailed'));
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('title')} intro={t('intro')} back={null} />
      <Stack gap="sm" component="section" aria-labelledby="config-list-title">
        <Group justify="space-between">
          <Title order={2} size="h4" id="config-list-title">
            {t('list.title')}
          </Title>
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {t('list.new')}
          </Button>
        </Group>
        {list}
        {activateFailure && <ErrorAlert>{activateFailure}</ErrorAlert>}
      </Stack>
      {available.isError && !isSilentError(available.error) && <ErrorAlert>{t('sectionsFailed')}</ErrorAlert>}
      {editing !== null && (
        <ConfigEditor
          key={editing === 'new' ? 'new' : editing.config_id}
          config={editing === 'new' ? null : editing}
          conditions={conditions}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('confirmDelete.title')}
        failure={failureText(remove.error, t('deleteFailed'))}
        cancelLabel={t('confirmDelete.cancel')}
        confirmLabel={t('confirmDelete.confirm')}
        confirmColor="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">{deleting && t('confirmDelete.body', { name: nameOf(deleting) })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
