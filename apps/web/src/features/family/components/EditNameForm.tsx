import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { isApiError, isSilentError } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Icon } from '../../../shared/ui/icons';
import { useWireForm } from '../../../shared/wireForm';
import { useSaveRealName } from '../api/useFamily';
import { editNameRules, nameToSave, type EditNameValues } from '../nameChange';
import type { EditableMember } from './EditNameModal';

export function EditNameForm({ member, onDone }: { member: EditableMember; onDone: () => void }) {
  const { t } = useTranslation('family');
  const form = useWireForm<EditNameValues>({ initialValues: { real_name: member.real_name ?? '' }, validate: editNameRules });
  const save = useSaveRealName();
  const serverAction = useServerAction();
  const [failed, setFailed] = useState(false);
  const child = member.role === 'child';
  const details = [
    { label: child ? t('editName.loginName') : t('editName.email'), value: member.identifier },
    { label: t('editName.campaign'), value: member.campaign },
    { label: t('editName.hospital'), value: member.hospital },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  const handleSubmit = form.onSubmit((values) => {
    const realName = nameToSave(member.real_name, values.real_name);
    if (realName === null) return onDone();
    setFailed(false);
    save.mutate(
      { member, realName },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isSilentError(error)) return;
          const fieldError = isApiError(error) ? error.errors.find((entry) => entry.field === 'real_name') : undefined;
          if (fieldError) form.setFieldError('real_name', fieldError.message);
          else setFailed(true);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        {details.length > 0 && (
          <Stack gap={6} component="dl" m={0}>
            {details.map((row) => (
              <Group key={row.label} gap="xs" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" fw={600} miw={96}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          {...form.getInputProps('real_name')}
          label={t('editName.realName')}
          placeholder={t('editName.placeholder')}
          autoComplete={child ? 'off' : 'name'}
          data-autofocus
        />
        {failed && <ErrorAlert>{t('editName.failed')}</ErrorAlert>}
        <Group justify="space-between" gap="sm">
          {child ? (
            <Button variant="subtle" leftSection={<Icon name="key" size={18} />} component={Link} to={paths.childLoginInfo(member.user_id)}>
              {t('editName.childLoginInfo')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone}>
              {t('editName.cancel')}
            </Button>
            <Button type="submit" {...serverAction} loading={save.isPending}>
              {t('editName.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
