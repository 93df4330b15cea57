import {
  emailField,
  inviteCodeField,
  limits,
  loginNameField,
  optionalMinText,
  passwordField,
  signinPasswordField,
  validationMessages as m,
} from '@t1d/contract';
import { firstProblem, onlyProblems } from '../../shared/form/firstProblem';
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

export type ChildSignUpValues = {
  username: string;
  password: string;
  confirmPassword: string;
  parentEmail: string;
  location: string;
};

const campaignField = optionalMinText(limits.campaignMin, m.campaignTooShort);
const hospitalField = optionalMinText(limits.hospitalMin, m.hospitalTooShort);

function confirmProblem(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return m.confirmPasswordRequired;
  if (confirmPassword !== password) return m.passwordsDoNotMatch;
  return undefined;
}

/** Sign in (spec section 5): e-mail required and valid; password required. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return onlyProblems({
    email: firstProblem(emailField, values.email),
    password: firstProblem(signinPasswordField, values.password),
  });
}

/** Sign up (spec section 5), with the same field schemas the server validates with. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return onlyProblems({
    email: firstProblem(emailField, values.email),
    password: firstProblem(passwordField, values.password),
    confirmPassword: confirmProblem(values.password, values.confirmPassword),
    inviteCode: firstProblem(inviteCodeField, values.inviteCode),
    campaign: firstProblem(campaignField, values.campaign),
    hospital: firstProblem(hospitalField, values.hospital),
  });
}

/** True when `email` would pass the contract's e-mail rule (used to accept a URL prefill). */
export function isValidEmail(email: string): boolean {
  return emailField.safeParse(email).success;
}

/** A child's game account (the contract's signUpChildINParentApp fields); the parent's e-mail has its own "required" text. */
export function validateChildSignUp(values: ChildSignUpValues): FieldErrors<ChildSignUpValues> {
  return onlyProblems({
    username: firstProblem(loginNameField, values.username),
    password: firstProblem(passwordField, values.password),
    confirmPassword: confirmProblem(values.password, values.confirmPassword),
    parentEmail: values.parentEmail.trim() === '' ? m.parentEmailRequired : firstProblem(emailField, values.parentEmail),
  });
}
