import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useWireForm } from '../../../shared/wireForm';
import { useChildSignUpMutation } from '../api/useAuthCommands';
import { childSignupFailure } from '../childSignupErrors';
import { childSignUpInput, childSignUpRules, type ChildSignUpValues } from '../authForms';
import { NewPasswordFields } from './AccountFields';
import { InvitedBy } from './InvitedBy';
import { LocationSelect } from './LocationSelect';
import type { InvitationInfo } from './useInviteFromLink';

interface ChildSignupFormProps {
  inviteCode: string;
  invitation: InvitationInfo;
  /** Called with the login name the server settled on (it is lower-cased there). */
  onDone: (loginName: string) => void;
}

const empty: ChildSignUpValues = { username: '', password: '', confirm_password: '', parent_email: '', location: '' };

export function ChildSignupForm({ inviteCode, invitation, onDone }: ChildSignupFormProps) {
  const { t } = useTranslation('auth');
  const form = useWireForm<ChildSignUpValues>({ initialValues: empty, validate: childSignUpRules });
  const signUp = useChildSignUpMutation();
  const [failed, setFailed] = useState<unknown>(null);
  // Worded while rendering, so a language switch re-words it.
  const problem = failed ? childSignupFailure(failed).message : null;

  const submit = form.onSubmit((values) =>
    signUp.mutate(
      { invite_code: inviteCode, ...childSignUpInput(values) },
      {
        onSuccess: (data) => onDone(data.login_name),
        onError: (error) => {
          for (const [field, message] of Object.entries(childSignupFailure(error).fields)) form.setFieldError(field, message);
          setFailed(error);
        },
      },
    ),
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailed(null);
    submit(event);
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <InvitedBy email={invitation.inviter_email} childName={invitation.child_name} />
        <TextInput
          {...form.getInputProps('username')}
          label={t('child.username')}
          description={t('child.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <NewPasswordFields password={form.getInputProps('password')} confirmPassword={form.getInputProps('confirm_password')} />
        <TextInput
          {...form.getInputProps('parent_email')}
          label={t('child.parentEmail')}
          description={t('child.parentEmailHint')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
        />
        <LocationSelect {...form.getInputProps('location')} />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t('child.submit')}
        </Button>
      </Stack>
    </form>
  );
}
