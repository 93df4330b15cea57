import {
  emailField,
  inviteCodeField,
  limits,
  optionalMinText,
  passwordField,
  signinPasswordField,
  validationMessages as m,
} from '@t1d/contract';
import type { z } from 'zod';
import type { FieldErrors } from '../../shared/form/useValidatedForm';

export type SignInValues = {
  email: string;
  password: string;
};

export type SignUpValues = {
  email: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  campaign: string;
  hospital: string;
  location: string;
};

const campaignField = optionalMinText(limits.campaignMin, m.campaignTooShort);
const hospitalField = optionalMinText(limits.hospitalMin, m.hospitalTooShort);

/** The first message a contract field schema gives for `value`, or undefined when it passes. */
function problem(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function confirmProblem(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return m.confirmPasswordRequired;
  if (confirmPassword !== password) return m.passwordsDoNotMatch;
  return undefined;
}

function withoutEmpty<V>(errors: FieldErrors<V>): FieldErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<V>;
}

/** Sign in (spec section 5): e-mail required and valid; password required. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return withoutEmpty({
    email: problem(emailField, values.email),
    password: problem(signinPasswordField, values.password),
  });
}

/** Sign up (spec section 5), with the same field schemas the server validates with. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return withoutEmpty({
    email: problem(emailField, values.email),
    password: problem(passwordField, values.password),
    confirmPassword: confirmProblem(values.password, values.confirmPassword),
    inviteCode: problem(inviteCodeField, values.inviteCode),
    campaign: problem(campaignField, values.campaign),
    hospital: problem(hospitalField, values.hospital),
  });
}

/** True when `email` would pass the contract's e-mail rule (used to accept a URL prefill). */
export function isValidEmail(email: string): boolean {
  return emailField.safeParse(email).success;
}
