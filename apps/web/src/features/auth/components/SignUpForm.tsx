import type { CommandInput } from '@t1d/contract';
import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { storeAuth } from '../../../shared/session';
import { useSignUpMutation } from '../api/useAuthCommands';
import type { AuthQuery } from '../authQuery';
import { validateSignUp, type SignUpValues } from '../validation';
import { EmailField, NewPasswordFields } from './AccountFields';
import { authMutationCallbacks, type AuthFailure } from './failure';
import { InvitationFields } from './InvitationFields';
import { InvitedBy } from './InvitedBy';
import { LocationSelect } from './LocationSelect';

export interface InviteState {
  /** The checked code from the link; '' once it was refused. */
  code: string;
  invitedBy: string | null;
  checking: boolean;
}

interface SignUpFormProps {
  query: AuthQuery;
  invite: InviteState;
  onSignedUp: () => void;
  onError: (failure: AuthFailure) => void;
  onInfo: () => void;
}

/** Only filled optional fields go to the server; empty ones mean "not given". */
function toPayload(values: SignUpValues): CommandInput<'ParentAuthHandler.signup'> {
  return {
    email: values.email.trim(),
    password: values.password,
    ...(values.inviteCode ? { invite_code: values.inviteCode } : {}),
    ...(values.campaign ? { campaign: values.campaign } : {}),
    ...(values.hospital ? { hospital: values.hospital } : {}),
    ...(values.location ? { location: Number(values.location) } : {}),
  };
}

export function SignUpForm({ query, invite, onSignedUp, onError, onInfo }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm<SignUpValues>(
    {
      email: query.email,
      password: '',
      confirmPassword: '',
      inviteCode: invite.code,
      campaign: query.campaign,
      hospital: query.hospital,
      location: '',
    },
    validateSignUp,
  );
  const field = useFieldProps(form);
  const signUp = useSignUpMutation();
  // A code the server refused is cleared from the field too (adjusting state while rendering).
  if (form.values.inviteCode !== invite.code) form.setField('inviteCode', invite.code);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit((values) =>
      signUp.mutate(
        toPayload(values),
        authMutationCallbacks(
          'signup',
          (data) => storeAuth(data, { campaign: values.campaign || null }),
          onSignedUp,
          form.setServerErrors,
          onError,
        ),
      ),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        {invite.invitedBy && <InvitedBy email={invite.invitedBy} />}
        <EmailField {...field('email')} />
        <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
        <InvitationFields
          inviteCode={form.values.inviteCode}
          campaign={form.values.campaign}
          hospital={form.values.hospital}
          checking={invite.checking}
          errors={{
            inviteCode: field('inviteCode').error,
            campaign: field('campaign').error,
            hospital: field('hospital').error,
          }}
          onInfo={onInfo}
        />
        <LocationSelect
          value={form.values.location}
          error={field('location').error}
          onChange={(value) => form.setField('location', value)}
        />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={invite.checking}>
          {t('submit.signup')}
        </Button>
      </Stack>
    </form>
  );
}
