import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { useWireForm } from '../../../shared/wireForm';
import { showAddMemberFailure } from '../addMemberErrors';
import { useInviteChildByEmail } from '../api/useAddMember';
import { invitationDisplayPath, inviteChildInput, inviteChildRules, type InviteChildValues } from '../invitationForms';
import { SubmitRow } from './SubmitRow';

/** Invites a child (an older one, with an e-mail of their own) to create their game account. */
export function InviteChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const invite = useInviteChildByEmail();
  const form = useWireForm<InviteChildValues>({ initialValues: { child_name: '', invitee_email: '' }, validate: inviteChildRules });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) =>
    invite.mutate(inviteChildInput(values), {
      onSuccess: (invitation) => navigate(invitationDisplayPath(invitation)),
      onError: (error) => setProblem(showAddMemberFailure(form, error, t('failures.invitation'))),
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
          {t('inviteChild.help')}
        </Text>
        <TextInput {...form.getInputProps('child_name')} label={t('child.name')} autoComplete="off" />
        <TextInput
          {...form.getInputProps('invitee_email')}
          label={t('inviteChild.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <SubmitRow problem={problem} loading={invite.isPending} label={t('inviteChild.submit')} />
      </Stack>
    </form>
  );
}
