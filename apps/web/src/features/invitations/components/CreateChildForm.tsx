import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { useWireForm } from '../../../shared/wireForm';
import { showAddMemberFailure } from '../addMemberErrors';
import { useCreateChild } from '../api/useAddMember';
import { createChildInput, createChildRules, type CreateChildValues } from '../invitationForms';
import { SubmitRow } from './SubmitRow';

/**
 * Creates the child's game account from a name. The child has no password yet, so the next
 * stop is its login info, where the parent makes a sign-in link for the game.
 */
export function CreateChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const create = useCreateChild();
  const form = useWireForm<CreateChildValues>({ initialValues: { child_name: '' }, validate: createChildRules });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) =>
    create.mutate(createChildInput(values), {
      onSuccess: (child) => {
        notifications.show({
          color: 'primary',
          message: t('createChild.done', { name: child.name, login: child.login_name ?? '' }),
        });
        navigate(paths.childLoginInfo(child.user_id));
      },
      onError: (error) => setProblem(showAddMemberFailure(form, error, t('failures.createChild'))),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        submit(event);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('createChild.help')}
        </Text>
        <TextInput {...form.getInputProps('child_name')} label={t('child.name')} autoComplete="off" />
        <SubmitRow problem={problem} loading={create.isPending} label={t('createChild.submit')} />
      </Stack>
    </form>
  );
}
