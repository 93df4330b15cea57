import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { storeAuth } from '../../../shared/session';
import { useHydrated } from '../../../shared/ui/useHydrated';
import { useWireForm } from '../../../shared/wireForm';
import { useSignUpMutation } from '../api/useAuthCommands';
import type { AuthQuery } from '../authQuery';
import { googleSignUpInput, signUpInput, signUpRules, type SignUpValues } from '../authForms';
import { EmailField, NewPasswordFields } from './AccountFields';
import { authMutationCallbacks, type AuthFailure } from './failure';
import { DroppedLinkFields, InvitationFields } from './InvitationFields';
import { InvitedBy } from './InvitedBy';
import { LocationSelect } from './LocationSelect';

interface InviteState {
  /** The checked code from the link; '' once it was refused. */
  code: string;
  invitedBy: string | null;
  checking: boolean;
}

interface SignUpFormProps {
  query: AuthQuery;
  /**
   * A Google sign-up: the ticket the server gave for the verified e-mail. The e-mail
   * field shows that address and cannot be changed; a password is still set for e-mail sign-in.
   */
  googleTicket?: string;
  invite: InviteState;
  onSignedUp: () => void;
  onError: (failure: AuthFailure) => void;
  onInfo: () => void;
}

export function SignUpForm({ query, googleTicket, invite, onSignedUp, onError, onInfo }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const form = useWireForm<SignUpValues>({
    initialValues: {
      email: query.email,
      password: '',
      confirm_password: '',
      invite_code: invite.code,
      campaign: query.campaign,
      hospital: query.hospital,
      location: '',
    },
    validate: signUpRules,
  });
  const signUp = useSignUpMutation();
  // A code the server refused is cleared from the field too (adjusting state while rendering).
  if (form.values.invite_code !== invite.code) form.setFieldValue('invite_code', invite.code);

  const hydrated = useHydrated();
  const handleSubmit = form.onSubmit((values) =>
    signUp.mutate(
      googleTicket ? googleSignUpInput(values, googleTicket) : signUpInput(values),
      authMutationCallbacks(
        'signup',
        (data) => storeAuth(data, { campaign: values.campaign || null }),
        onSignedUp,
        form.setFieldError,
        onError,
      ),
    ),
  );

  return (
    // Inert until hydrated: a prerendered form filled and sent before its code arrives would be sent by
    // the browser itself, the password in the address (ADR 0041).
    <form noValidate inert={!hydrated} onSubmit={handleSubmit}>
      <Stack gap="md">
        {invite.invitedBy && <InvitedBy email={invite.invitedBy} />}
        <EmailField
          {...form.getInputProps('email')}
          {...(googleTicket ? { disabled: true, description: t('google.emailVerified') } : {})}
        />
        <NewPasswordFields password={form.getInputProps('password')} confirmPassword={form.getInputProps('confirm_password')} />
        <DroppedLinkFields fields={query.dropped} />
        <InvitationFields
          inviteCode={form.values.invite_code}
          campaign={form.values.campaign}
          hospital={form.values.hospital}
          checking={invite.checking}
          errors={{
            invite_code: form.getInputProps('invite_code').error,
            campaign: form.getInputProps('campaign').error,
            hospital: form.getInputProps('hospital').error,
          }}
          onInfo={onInfo}
        />
        <LocationSelect {...form.getInputProps('location')} />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={invite.checking}>
          {t('submit.signup')}
        </Button>
      </Stack>
    </form>
  );
}
