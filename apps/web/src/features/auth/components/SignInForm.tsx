import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { storeAuth } from '../../../shared/session';
import { useHydrated } from '../../../shared/ui/useHydrated';
import { useWireForm } from '../../../shared/wireForm';
import { useSignInMutation } from '../api/useAuthCommands';
import { signInRules, type SignInValues } from '../authForms';
import { EmailField } from './AccountFields';
import { authMutationCallbacks, type AuthFailure } from './failure';
import { PasswordField } from '../../../shared/ui/PasswordField';

interface SignInFormProps {
  initialEmail: string;
  onSignedIn: () => void;
  onError: (failure: AuthFailure) => void;
}

export function SignInForm({ initialEmail, onSignedIn, onError }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const form = useWireForm<SignInValues>({ initialValues: { email: initialEmail, password: '' }, validate: signInRules });
  const signIn = useSignInMutation();

  const hydrated = useHydrated();
  const handleSubmit = form.onSubmit((values) =>
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      authMutationCallbacks('signin', (data) => storeAuth(data), onSignedIn, form.setFieldError, onError),
    ),
  );

  return (
    // Inert until hydrated: a prerendered form filled and sent before its code arrives would be sent by
    // the browser itself, the password in the address (ADR 0041).
    <form noValidate inert={!hydrated} onSubmit={handleSubmit}>
      <Stack gap="md">
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          {...form.getInputProps('password')}
          label={t('fields.password')}
          toggleLabel={t('password.show')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('submit.signin')}
        </Button>
      </Stack>
    </form>
  );
}
