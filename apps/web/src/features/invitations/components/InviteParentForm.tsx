import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { useInviteParent } from '../api/useAddMember';
import { addMemberFailure } from '../addMemberErrors';
import { invitationDisplayPath } from '../invitationParams';
import { validateInviteParent, type InviteParentValues } from '../validation';
import { SubmitRow } from './SubmitRow';

/** Invites another parent (or carer) into this family; the code is shown on the next page. */
export function InviteParentForm() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const form = useValidatedForm<InviteParentValues>({ email: '' }, validateInviteParent);
  const field = useFieldProps(form);
  const invite = useInviteParent();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.submit((values) => {
      const email = values.email.trim();
      invite.mutate(email ? { invitee_email: email } : {}, {
        onSuccess: (invitation) => navigate(invitationDisplayPath(invitation)),
        onError: (error) => {
          const failure = addMemberFailure(error, { invitee_email: 'email' as const }, t('failures.invitation'));
          form.setServerErrors(failure.fields);
          setProblem(failure.message);
        },
      });
    });
  };

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
