import { Button, Group, List, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { errorsOnFields, isApiError, isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { useTranslateMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/paths';
import { forgetSession } from '../../../shared/session';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Modal } from '../../../shared/ui/Modal';
import { useDeleteFamily, useDeletionPreview } from '../api/useFamilyData';

const normalized = (code: string) => code.trim().toUpperCase();

/**
 * Asks before the family is deleted for good, naming what will go: every account by name and sign-in,
 * and how many records; the parent types the family code to confirm. Mounted while open: closing it
 * unmounts it, with what was typed.
 */
export function DeleteFamilyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('family');
  const { t: common } = useTranslation();
  const format = useFormat();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const preview = useDeletionPreview();
  const remove = useDeleteFamily();
  const [typed, setTyped] = useState('');

  const code = preview.data?.p_code ?? '';
  const records = Object.values(preview.data?.records ?? {}).reduce((sum, count) => sum + count, 0);
  const fieldError = isApiError(remove.error) ? errorsOnFields(remove.error.errors, ['confirm_code']).confirm_code : undefined;
  const failed = remove.isError && !fieldError && !isSilentError(remove.error);

  const confirm = () =>
    remove.mutate(
      { confirm_code: typed },
      {
        onSuccess: () => {
          // Off the family's screens first (a signed-out family screen would ask to sign in), to a new start.
          void navigate(paths.signup(), { replace: true });
          forgetSession();
          notifications.show({ color: 'primary', message: t('data.deleted'), autoClose: 8000 });
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('data.deleteTitle')} closeButtonProps={{ 'aria-label': common('close') }}>
      {preview.isError && !preview.data ? (
        <ErrorAlert>{t('data.previewFailed')}</ErrorAlert>
      ) : !preview.data ? (
        <Skeleton height={160} />
      ) : (
        <Stack gap="sm">
          <Text>{t('data.deleteIntro')}</Text>
          <List spacing={4} aria-label={t('data.people')}>
            {preview.data.people.map((person) => (
              <List.Item key={person.user_id} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {person.real_name || person.sign_in || t('data.unnamed')}
                </Text>{' '}
                <Text span c="dimmed" size="sm">
                  ({t(`data.${person.role}`)}
                  {person.real_name && person.sign_in ? `, ${person.sign_in}` : ''})
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('data.records', { count: records, formatted: format.number(records) })}</Text>
          {preview.data.people.some((person) => person.role === 'child') && <Text size="sm">{t('data.gameTold')}</Text>}
          <TextInput
            label={t('data.codeLabel', { code })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={fieldError && translate(fieldError)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        </Stack>
      )}
      {failed && <ErrorAlert mt="md">{t('data.deleteFailed')}</ErrorAlert>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('data.keep')}
        </Button>
        <Button color="danger" loading={remove.isPending} disabled={!code || normalized(typed) !== normalized(code)} onClick={confirm}>
          {t('data.confirmDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
