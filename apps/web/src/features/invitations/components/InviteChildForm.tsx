import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { useInviteChildByEmail } from '../api/useAddMember';
import { addMemberFailure } from '../addMemberErrors';
import { invitationDisplayPath } from '../invitationParams';
import { validateInviteChild, type InviteChildValues } from '../validation';
import { SubmitRow } from './SubmitRow';

/** Invites a child (an older one, with an e-mail of their own) to create their game account. */
export function InviteChildForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const form = useValidatedForm<InviteChildValues>({ childName: '', email: '' }, validateInviteChild);
  const field = useFieldProps(form);
  const invite = useInviteChildByEmail();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.submit((values) =>
      invite.mutate(
        { invitee_email: values.email.trim(), role: 'child', child_name: values.childName.trim() },
        {
          onSuccess: (invitation) => navigate(invitationDisplayPath(invitation)),
          onError: (error) => {
            const serverFields = { invitee_email: 'email', child_name: 'childName' } as const;
            const failure = addMemberFailure(error, serverFields, t('failures.invitation'));
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
          {t('inviteChild.help')}
        </Text>
        <TextInput {...field('childName')} label={t('child.name')} autoComplete="off" />
        <TextInput {...field('email')} label={t('inviteChild.email')} type="email" inputMode="email" autoComplete="off" />
        <SubmitRow problem={problem} loading={invite.isPending} label={t('inviteChild.submit')} />
      </Stack>
    </form>
  );
}
