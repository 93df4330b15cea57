import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useChildSignUpMutation } from '../api/useAuthCommands';
import { childSignupFailure } from '../childSignupErrors';
import { validateChildSignUp, type ChildSignUpValues } from '../validation';
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

const empty: ChildSignUpValues = { username: '', password: '', confirmPassword: '', parentEmail: '', location: '' };

export function ChildSignupForm({ inviteCode, invitation, onDone }: ChildSignupFormProps) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm<ChildSignUpValues>(empty, validateChildSignUp);
  const field = useFieldProps(form);
  const signUp = useChildSignUpMutation();
  const [failed, setFailed] = useState<unknown>(null);
  // Worded while rendering, so a language switch re-words it.
  const problem = failed ? childSignupFailure(failed).message : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    form.submit((values) =>
      signUp.mutate(
        {
          invite_code: inviteCode,
          username: values.username.trim(),
          password: values.password,
          parent_email: values.parentEmail.trim(),
          ...(values.location ? { location: Number(values.location) } : {}),
        },
        {
          onSuccess: (data) => onDone(data.login_name),
          onError: (error) => {
            form.setServerErrors(childSignupFailure(error).fields);
            setFailed(error);
          },
        },
      ),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <InvitedBy email={invitation.inviter_email} childName={invitation.child_name} />
        <TextInput
          {...field('username')}
          label={t('child.username')}
          description={t('child.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
        <TextInput
          {...field('parentEmail')}
          label={t('child.parentEmail')}
          description={t('child.parentEmailHint')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
        />
        <LocationSelect value={form.values.location} error={field('location').error} onChange={(value) => form.setField('location', value)} />
        {problem && (
          <ErrorAlert>{problem}</ErrorAlert>
        )}
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t('child.submit')}
        </Button>
      </Stack>
    </form>
  );
}
