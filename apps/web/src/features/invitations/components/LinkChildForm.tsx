import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { PasswordField } from '../../../shared/ui/PasswordField';
import { useWireForm } from '../../../shared/wireForm';
import { showAddMemberFailure } from '../addMemberErrors';
import { useLinkChild } from '../api/useAddMember';
import { linkChildInput, linkChildRules, type LinkChildValues } from '../invitationForms';
import { SubmitRow } from './SubmitRow';

/** Links a game account the child already has, by its login name and the child's game password (the proof). */
export function LinkChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const link = useLinkChild();
  const form = useWireForm<LinkChildValues>({ initialValues: { child_login_name: '', child_password: '' }, validate: linkChildRules });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) =>
    link.mutate(linkChildInput(values), {
      onSuccess: (child) => {
        notifications.show({ color: 'primary', message: t('linkChild.done', { name: child.name }) });
        navigate(paths.familyMembers());
      },
      onError: (error) => setProblem(showAddMemberFailure(form, error, t('failures.linkChild'))),
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
          {t('linkChild.help')}
        </Text>
        <TextInput
          {...form.getInputProps('child_login_name')}
          label={t('linkChild.loginName')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          {...form.getInputProps('child_password')}
          label={t('linkChild.password')}
          description={t('linkChild.passwordHelp')}
          toggleLabel={t('linkChild.showPassword')}
          autoComplete="off"
        />
        <SubmitRow problem={problem} loading={link.isPending} label={t('linkChild.submit')} />
      </Stack>
    </form>
  );
}
