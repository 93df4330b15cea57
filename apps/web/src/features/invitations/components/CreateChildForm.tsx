import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { useCreateChild } from '../api/useAddMember';
import { addMemberFailure } from '../addMemberErrors';
import { validateCreateChild, type CreateChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';

/**
 * Creates the child's game account from a name. The child has no password yet, so the next
 * stop is its login info, where the parent makes a sign-in link for the game.
 */
export function CreateChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const form = useValidatedForm<CreateChildValues>({ childName: '' }, validateCreateChild);
  const field = useFieldProps(form);
  const create = useCreateChild();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.submit((values) =>
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
          onError: (error) => {
            const failure = addMemberFailure(error, { child_name: 'childName' as const }, t('failures.createChild'));
            form.setServerErrors(failure.fields);
            setProblem(failure.message);
          },
        },
      ),
    );
  };

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
