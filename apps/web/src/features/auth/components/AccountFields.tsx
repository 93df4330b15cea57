import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { GetInputPropsReturnType as FieldProps } from '@mantine/form';
import { PasswordField } from '../../../shared/ui/PasswordField';

/** The account's e-mail, as sign-in and sign-up ask for it; a Google sign-up shows it disabled, with why. */
export function EmailField(props: FieldProps & { disabled?: boolean; description?: string }) {
  const { t } = useTranslation('auth');
  return <TextInput {...props} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" required />;
}

/** A new password and its confirmation, as both sign-ups ask for them. */
export function NewPasswordFields({ password, confirmPassword }: { password: FieldProps; confirmPassword: FieldProps }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField {...password} label={t('fields.password')} toggleLabel={t('password.show')} autoComplete="new-password" required />
      <PasswordField
        {...confirmPassword}
        label={t('fields.confirmPassword')}
        toggleLabel={t('password.showConfirm')}
        autoComplete="new-password"
        required
      />
    </>
  );
}
