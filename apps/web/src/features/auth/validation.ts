import { emailField, parentAuthHandler, signinInput, signupInput, validationMessages as m } from '@t1d/contract';
import * as z from 'zod/mini';
import { contractRules } from '../../shared/wireForm';
import { childSignUpInput, signUpInput, type ChildSignUpValues, type SignInValues, type SignUpValues } from './authForms';
import type { LinkChecks } from './authQuery';

// The forms' rules: the contract's schemas, and zod with them, so the forms fetch this module when
// first used (lazyRules) rather than with their screens.

/** What the contract cannot know: the password typed twice, in the product's words. */
function confirmation(values: { password: string; confirm_password: string }) {
  if (values.confirm_password === '') return { confirm_password: m.confirmPasswordRequired };
  if (values.confirm_password !== values.password) return { confirm_password: m.passwordsDoNotMatch };
  return {};
}

/** Sign in: e-mail required and valid; password required. */
export const validateSignIn = contractRules<SignInValues>(signinInput);

/** Sign up, by the schema the server validates with, plus the confirmation. */
export const validateSignUp = contractRules<SignUpValues>(signupInput, { input: signUpInput, extra: confirmation });

/** A child's game account (the contract's signUpChildINParentApp, whose parent e-mail has its own "required" text). */
export const validateChildSignUp = contractRules<ChildSignUpValues>(
  z.omit(parentAuthHandler['ParentAuthHandler.signUpChildINParentApp'].input, { invite_code: true }),
  { input: childSignUpInput, extra: confirmation },
);

/** A link's values judged by the contract's rules: an e-mail to prefill, a campaign or hospital sign-up would take. */
export const linkChecks: LinkChecks = {
  isValidEmail: (email) => emailField.safeParse(email).success,
  isValidLinkField: (field, value) => signupInput.shape[field].safeParse(value).success,
};
