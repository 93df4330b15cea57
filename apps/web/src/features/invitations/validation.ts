import { emailField, loginNameField, nameField, validationMessages as m } from '@t1d/contract';
import { firstProblem, onlyProblems } from '../../shared/form/firstProblem';

const childNameField = nameField(m.childNameRequired);

export type InviteParentValues = { email: string };
export type InviteChildValues = { childName: string; email: string };
export type CreateChildValues = { childName: string };
export type LinkChildValues = { loginName: string };

/** The e-mail is optional: without one the invitation is a link the parent passes on. */
export const validateInviteParent = (values: InviteParentValues) =>
  onlyProblems({ email: values.email.trim() === '' ? undefined : firstProblem(emailField, values.email) });

export const validateInviteChild = (values: InviteChildValues) =>
  onlyProblems({ childName: firstProblem(childNameField, values.childName), email: firstProblem(emailField, values.email) });

export const validateCreateChild = (values: CreateChildValues) =>
  onlyProblems({ childName: firstProblem(childNameField, values.childName) });

export const validateLinkChild = (values: LinkChildValues) =>
  onlyProblems({ loginName: firstProblem(loginNameField, values.loginName) });
