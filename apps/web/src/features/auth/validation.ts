import { commands, emailField, signinInput, signupInput, validationMessages as m, type CommandInput } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';

/** The sign-in form, named as on the wire. */
export type SignInValues = {
  email: string;
  password: string;
};

/** The sign-up form, named as on the wire; `confirm_password` is the client's own check. */
export type SignUpValues = {
  email: string;
  password: string;
  confirm_password: string;
  invite_code: string;
  campaign: string;
  hospital: string;
  /** A location id, '' for none. */
  location: string;
};

/** A child's game account, named as on the wire (the invite code comes from the link). */
export type ChildSignUpValues = {
  username: string;
  password: string;
  confirm_password: string;
  parent_email: string;
  location: string;
};

type ChildSignUpInput = Omit<CommandInput<'ParentAuthHandler.signUpChildINParentApp'>, 'invite_code'>;

/** What the contract cannot know: the password typed twice, in the spec's words. */
function confirmation(values: { password: string; confirm_password: string }) {
  if (values.confirm_password === '') return { confirm_password: m.confirmPasswordRequired };
  if (values.confirm_password !== values.password) return { confirm_password: m.passwordsDoNotMatch };
  return {};
}

const location = (value: string) => (value ? { location: Number(value) } : {});

/** Only filled optional fields go to the server; empty ones mean "not given". */
export function signUpInput(values: SignUpValues): CommandInput<'ParentAuthHandler.signup'> {
  return {
    email: values.email.trim(),
    password: values.password,
    ...(values.invite_code ? { invite_code: values.invite_code } : {}),
    ...(values.campaign ? { campaign: values.campaign } : {}),
    ...(values.hospital ? { hospital: values.hospital } : {}),
    ...location(values.location),
  };
}

/** A Google sign-up: the same fields, with the ticket in place of the e-mail (the server takes the ticket's). */
export function googleSignUpInput(values: SignUpValues, googleTicket: string): CommandInput<'ParentAuthHandler.signup'> {
  const { email: _fromTicket, ...rest } = signUpInput(values);
  return { ...rest, is_google_sso: true, google_ticket: googleTicket };
}

export function childSignUpInput(values: ChildSignUpValues): ChildSignUpInput {
  return {
    username: values.username.trim(),
    password: values.password,
    parent_email: values.parent_email.trim(),
    ...location(values.location),
  };
}

/** Sign in (spec section 5): e-mail required and valid; password required. */
export const validateSignIn = contractRules<SignInValues>(signinInput);

/** Sign up (spec section 5), by the schema the server validates with, plus the confirmation. */
export const validateSignUp = contractRules<SignUpValues>(signupInput, { input: signUpInput, extra: confirmation });

/** A child's game account (the contract's signUpChildINParentApp, whose parent e-mail has its own "required" text). */
export const validateChildSignUp = contractRules<ChildSignUpValues>(
  commands['ParentAuthHandler.signUpChildINParentApp'].input.omit({ invite_code: true }),
  { input: childSignUpInput, extra: confirmation },
);

/** True when `email` would pass the contract's e-mail rule (used to accept a URL prefill). */
export function isValidEmail(email: string): boolean {
  return emailField.safeParse(email).success;
}
