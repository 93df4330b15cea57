import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateChild } from '../api/useAddMember';
import { validateCreateChild, type CreateChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';
import { useAddMemberForm } from './useAddMemberForm';

/**
 * Creates the child's game account from a name. The child has no password yet, so the next
 * stop is its login info, where the parent makes a sign-in link for the game.
 */
export function CreateChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const create = useCreateChild();
  const { field, problem, onError, submitWith } = useAddMemberForm<CreateChildValues, 'childName'>({
    initial: { childName: '' },
    validate: validateCreateChild,
    serverFields: { child_name: 'childName' },
    failureText: t('failures.createChild'),
  });

  const handleSubmit = submitWith((values) =>
    create.mutate(
      { child_name: values.childName.trim() },
      {
        onSuccess: (child) => {
          notifications.show({
            color: 'primary',
            message: t('createChild.done', { name: child.name, login: child.login_name ?? '' }),
          });
          navigate(`/child-login-info/${child.user_id}`);
        },
        onError,
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('createChild.help')}
        </Text>
        <TextInput {...field('childName')} label={t('child.name')} autoComplete="off" />
        <SubmitRow problem={problem} loading={create.isPending} label={t('createChild.submit')} />
      </Stack>
    </form>
  );
}
