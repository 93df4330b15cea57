import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInviteChildByEmail } from '../api/useAddMember';
import { invitationDisplayPath } from '../invitationParams';
import { validateInviteChild, type InviteChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';
import { useAddMemberForm } from './useAddMemberForm';

/** Invites a child (an older one, with an e-mail of their own) to create their game account. */
export function InviteChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const invite = useInviteChildByEmail();
  const { field, problem, onError, submitWith } = useAddMemberForm<InviteChildValues, 'email' | 'childName'>({
    initial: { childName: '', email: '' },
    validate: validateInviteChild,
    serverFields: { invitee_email: 'email', child_name: 'childName' },
    failureText: t('failures.invitation'),
  });

  const handleSubmit = submitWith((values) =>
    invite.mutate(
      { invitee_email: values.email.trim(), role: 'child', child_name: values.childName.trim() },
      { onSuccess: (invitation) => navigate(invitationDisplayPath(invitation)), onError },
    ),
  );

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('inviteChild.help')}
        </Text>
        <TextInput {...field('childName')} label={t('child.name')} autoComplete="off" />
        <TextInput {...field('email')} label={t('inviteChild.email')} type="email" inputMode="email" autoComplete="off" />
        <SubmitRow problem={problem} loading={invite.isPending} label={t('inviteChild.submit')} />
      </Stack>
    </form>
  );
}
