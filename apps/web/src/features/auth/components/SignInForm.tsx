import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../shared/form/useFieldProps';
import { useValidatedForm } from '../../../shared/form/useValidatedForm';
import { storeAuth } from '../../../shared/session';
import { useSignInMutation } from '../api/useAuthCommands';
import { validateSignIn, type SignInValues } from '../validation';
import { EmailField } from './AccountFields';
import { authMutationCallbacks, type AuthFailure } from './failure';
import { PasswordField } from './PasswordField';

interface SignInFormProps {
  initialEmail: string;
  onSignedIn: () => void;
  onError: (failure: AuthFailure) => void;
}

export function SignInForm({ initialEmail, onSignedIn, onError }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm<SignInValues>({ email: initialEmail, password: '' }, validateSignIn);
  const field = useFieldProps(form);
  const signIn = useSignInMutation();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit((values) =>
      signIn.mutate(
        { email: values.email.trim(), password: values.password },
        authMutationCallbacks('signin', (data) => storeAuth(data), onSignedIn, form.setServerErrors, onError),
      ),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="md">
        <EmailField {...field('email')} />
        <PasswordField
          {...field('password')}
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
