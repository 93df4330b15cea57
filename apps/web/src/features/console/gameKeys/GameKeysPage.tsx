import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { Loaded } from '../../../shared/ui/Loaded';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useGameKeys, useRevokeGameKey } from '../api/useGameKeys';
import { consoleFailure } from '../failureText';
import { NewGameKey } from './NewGameKey';

/** /admin/game-keys: the partner game's keys to the game API; a new one is shown once, a live one can be revoked. */
export function GameKeysPage() {
  const { t } = useTranslation('console');
  const format = useFormat();
  const keys = useGameKeys();
  const revoke = useRevokeGameKey();
  const [revoking, setRevoking] = useState<string | null>(null);
  useLogFailure(keys.error, 'Failed to load the game keys');
  if (isRefusal(keys.error, 'operator_required')) return <OperatorOnly title={t('gameKeys.title')} />;

  const list = (data: NonNullable<typeof keys.data>) =>
    data.length === 0 ? (
      <Text c="dimmed">{t('gameKeys.empty')}</Text>
    ) : (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('gameKeys.listLabel')}>
        {data.map((key) => (
          <Paper component="li" key={key.name} withBorder radius="md" p="sm" aria-label={key.name}>
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text ff="monospace" fw={600}>
                    {key.name}
                  </Text>
                  <Badge color={key.revoked_at ? 'gray' : 'primary'} variant="light">
                    {key.revoked_at ? t('gameKeys.revoked') : t('gameKeys.live')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('gameKeys.created', { date: format.dateTime(key.created_at) })} ·{' '}
                  {key.last_used_at ? t('gameKeys.lastUsed', { date: format.dateTime(key.last_used_at) }) : t('gameKeys.neverUsed')}
                  {key.revoked_at ? ` · ${t('gameKeys.revokedAt', { date: format.dateTime(key.revoked_at) })}` : ''}
                </Text>
              </Stack>
              {!key.revoked_at && (
                <Button
                  size="xs"
                  color="danger"
                  variant="light"
                  onClick={() => setRevoking(key.name)}
                  aria-label={t('gameKeys.revokeOf', { name: key.name })}
                >
                  {t('gameKeys.revoke')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('gameKeys.title')} intro={t('gameKeys.intro')} back={null} />
      <NewGameKey />
      <Loaded query={keys} loading={t('gameKeys.loading')} failed={t('gameKeys.loadFailed')} count={3} height={64}>
        {list}
      </Loaded>
      <ConfirmModal
        opened={revoking !== null}
        title={t('gameKeys.confirmTitle')}
        failure={consoleFailure(revoke.error, t('gameKeys.revokeFailed'))}
        cancelLabel={t('gameKeys.cancel')}
        confirmLabel={t('gameKeys.revoke')}
        confirmColor="danger"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ name: revoking }, { onSuccess: () => setRevoking(null) })}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        {t('gameKeys.confirmBody', { name: revoking ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
