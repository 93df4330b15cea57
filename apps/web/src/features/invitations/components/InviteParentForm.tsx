import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInviteParent } from '../api/useAddMember';
import { invitationDisplayPath } from '../invitationParams';
import { validateInviteParent, type InviteParentValues } from '../validation';
import { SubmitRow } from './SubmitRow';
import { useAddMemberForm } from './useAddMemberForm';

/** Invites another parent (or carer) into this family; the code is shown on the next page. */
export function InviteParentForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const invite = useInviteParent();
  const { field, problem, onError, submitWith } = useAddMemberForm<InviteParentValues, 'email'>({
    initial: { email: '' },
    validate: validateInviteParent,
    serverFields: { invitee_email: 'email' },
    failureText: t('failures.invitation'),
  });

  const handleSubmit = submitWith((values) => {
    const email = values.email.trim();
    invite.mutate(email ? { invitee_email: email } : {}, {
      onSuccess: (invitation) => navigate(invitationDisplayPath(invitation)),
      onError,
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('parent.help')}
        </Text>
        <TextInput
          {...field('email')}
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
