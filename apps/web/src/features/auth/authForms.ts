import type { CommandInput } from '@t1d/contract';
import { lazyRules } from '../../shared/wireForm';

// What the auth forms hold and send, named as on the wire. Their rules (validation.ts) are the
// contract's schemas: each form fetches them, and zod with them, when it is first used.

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

export const signInRules = lazyRules<SignInValues>(() => import('./validation').then((rules) => rules.validateSignIn));
export const signUpRules = lazyRules<SignUpValues>(() => import('./validation').then((rules) => rules.validateSignUp));
export const childSignUpRules = lazyRules<ChildSignUpValues>(() => import('./validation').then((rules) => rules.validateChildSignUp));
