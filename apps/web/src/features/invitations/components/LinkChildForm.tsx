import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { useLinkChild } from '../api/useAddMember';
import { addMemberFailure } from '../addMemberErrors';
import { validateLinkChild, type LinkChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';

/** Links a game account the child already has, by its login name. */
export function LinkChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const form = useValidatedForm<LinkChildValues>({ loginName: '' }, validateLinkChild);
  const field = useFieldProps(form);
  const link = useLinkChild();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.submit((values) =>
      link.mutate(
        { child_login_name: values.loginName.trim() },
        {
          onSuccess: (child) => {
            notifications.show({ color: 'primary', message: t('linkChild.done', { name: child.name }) });
            navigate('/family-member-management');
          },
          onError: (error) => {
            const failure = addMemberFailure(error, { child_login_name: 'loginName' as const }, t('failures.linkChild'));
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
          {t('linkChild.help')}
        </Text>
        <TextInput
          {...field('loginName')}
          label={t('linkChild.loginName')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitRow problem={problem} loading={link.isPending} label={t('linkChild.submit')} />
      </Stack>
    </form>
  );
}
