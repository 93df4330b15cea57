import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { useWireForm } from '../../../shared/wireForm';
import { showAddMemberFailure } from '../addMemberErrors';
import { useInviteParent } from '../api/useAddMember';
import { invitationDisplayPath, inviteParentInput, inviteParentRules, type InviteParentValues } from '../invitationForms';
import { SubmitRow } from './SubmitRow';

/** Invites another parent (or carer) into this family; the code is shown on the next page. */
export function InviteParentForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const invite = useInviteParent();
  const form = useWireForm<InviteParentValues>({ initialValues: { invitee_email: '' }, validate: inviteParentRules });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) =>
    invite.mutate(inviteParentInput(values), {
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
          {t('parent.help')}
        </Text>
        <TextInput
          {...form.getInputProps('invitee_email')}
          label={t('parent.email')}
          description={t('parent.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <SubmitRow problem={problem} loading={invite.isPending} label={t('parent.submit')} />
      </Stack>
    </form>
  );
}
