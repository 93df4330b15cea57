/**
 * Messages the product fixes word for word (docs/product.md, "When something fails"). The server answers with these texts; the web app shows
 * them through i18n, where the English text is the same string and `zh` carries the translation.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  campaignTooShort: 'Campaign name is too short',
  hospitalTooShort: 'Hospital name is too short',
  inviteCodeFormat: 'Invalid invite code format',
  textTooLong: 'This text is too long',
  controlCharacters: 'Remove the control or text-direction characters from this text',
  invisibleCharacters: 'Remove the invisible characters (such as zero-width spaces) from this name',
  webAddress: 'Enter a web address starting with https:// (or a path in this app starting with /), or leave it empty',
  realNameRequired: 'Real name is required',
  childNameRequired: 'Child name is required',
  loginNameRequired: 'Login name is required',
  usernameFormat: 'Use 3 to 30 letters, digits, dots, dashes or underscores',
  parentEmailRequired: "Parent's email is required",
} as const;

export const taskMessages = {
  nameRequired: 'Task name is required',
  contentUrl: 'Please enter a valid link starting with https:// or http://',
  contentRequired: 'A link is required for website and video tasks',
  endAfterStart: 'End time must be after start time',
  categoryRequired: 'Choose a category',
  coinRange: 'Coins must be a whole number from 0 to 100',
  expired: 'This task has expired',
} as const;

export const familyMessages = {
  loginNameTaken: 'This username is already taken. Please choose another one.',
  parentEmailMismatch: 'This is not the email of the parent who sent the invitation',
  childNotLinkable: 'No child account with this login name and password can be linked',
  loginNamesExhausted: 'No free login name could be found for this child. Please try again.',
  alreadyMember: 'This person is already a member of your family',
  deleteCodeMismatch: 'Type your family code exactly as shown to confirm',
  tooManyInvitations: 'You have sent as many invitations as allowed in one day. Please try again later.',
} as const;

export const redFlagMessages = {
  movedOn: 'This red flag has moved on since you opened it. See what your family did.',
  handledNeedsWhat: 'Tick what you tried, or write a short note',
} as const;

export const authMessages = {
  signInFailed: 'Sign in failed. Please try again.',
  signInError: 'An error occurred during sign in. Please try again.',
  signUpFailed: 'Sign up failed. Please try again.',
  signUpError: 'An error occurred during sign up. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidInviteCode: 'Invalid invite code',
  inviteCodeCheckFailed: 'Failed to validate invite code',
  alreadyInFamily:
    'You have already joined a family and cannot join another family. Please contact support if you need to change families.',
  invalidUserId: 'Invalid user ID received. Please try again.',
  googleNotConfigured: 'Google sign-in is not available.',
  googleInitFailed: 'Failed to initialize Google authentication. Please try again.',
  googleError: 'An error occurred during Google authentication. Please try again.',
  googleEmailUnverified:
    'Your Google account has not verified its email address. Verify it with Google, or sign up with your email and a password.',
  googleTicketInvalid: 'Your Google sign-up has expired. Please continue with Google again.',
  googleRedirectNotAllowed: 'Google sign-in must return to this app.',
  callbackNotAllowed: 'This game link cannot be used: the address it returns to is not allowed. Please open the app from the game again.',
  inviteForOtherEmail: 'This invitation was sent to a different email address. Sign up with that address, or ask for a new invitation.',
} as const;

export const protocolMessages = {
  tokenExpired: 'Token expired',
  notFound: 'Not found',
  operatorRequired: 'Operator role required',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  internalError: 'Internal error',
  bodyTooLarge: 'Request body is too large',
  bodyNotJson: 'Request body must be a JSON object',
  cmdMissing: 'cmd must be a string',
  batchInvalid: 'A batch is {"calls": [...]} with 1 to 20 calls, each with a string cmd',
} as const;

/** The operator's home-config editor: what a configuration may not hold (ADR 0018). */
export const homeConfigMessages = {
  unknownSection: 'Unknown section',
  sectionTwice: 'Each section may be listed only once',
  orderTwice: 'Each section needs its own order',
  unknownTextKey: 'Unknown text key',
  textKeyTwice: 'Each text may be reworded only once',
  versionKeyFormat: 'Version key: 1 to 40 letters, digits, dots, dashes or underscores',
} as const;

/** The text service (ADR 0023): what an operator's wording may not be. */
export const textMessages = {
  unknownLanguage: 'Language must be en or zh',
  textRequired: 'A text is required',
  textTooLong: 'This text is too long',
  controlCharacters: 'Remove the control or text-direction characters from this text',
  sectionFormat: 'Section: a letter, then up to 39 letters, digits, dashes or underscores',
  sectionNotPublic: 'Only the signup section can be read without signing in',
  textKeyFormat: 'Text key: parts of letters, digits, dashes or underscores joined by dots, e.g. home.greeting',
  elementTypeFormat: 'Element type: a lowercase word such as text, title or button',
  nothingToUpdate: 'There is nothing to update',
  tooManyUpdates: 'At most 200 texts can be updated at once',
} as const;

/** How the clinic may reach a family that asked it to get in touch (ADR 0039). */
export const contactMessages = {
  phoneFormat: 'Enter a phone number of 6 to 20 digits (spaces, +, - and brackets are fine)',
  phoneOrEmail: 'Give a phone number or an e-mail address, so the clinic can reach you',
  consentRequired: 'Tick the box to agree that the clinic contacts you',
} as const;

/** The operator console's other forms. */
export const consoleMessages = {
  gameKeyName: 'A key name is 2 to 40 lower-case letters, digits, dots, dashes or underscores',
  gameKeyNameTaken: 'A key with this name already exists',
  /** A published value is kept in hundredths of the currency (ADR 0033). */
  atMostCents: 'At most two decimals',
} as const;

export const unknownCommandMessage = (cmd: string) => `Unknown command: ${cmd}`;

export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  campaignMin: 2,
  hospitalMin: 2,
  emailMax: 254,
  nameMax: 100,
  /** A phone number as typed (ADR 0039): at most 30 characters, 6 to 20 of them digits. */
  phoneMax: 30,
  phoneDigitsMin: 6,
  phoneDigitsMax: 20,
  inviteCodePattern: /^inv_[A-Za-z0-9_]+$/,
  loginNamePattern: /^[a-z0-9][a-z0-9._-]{2,29}$/,
  invitationDays: 14,
  loginLinkMinutes: 15,
  /** How long a sign-in at the Google (OpenID Connect) issuer may take, and how long its sign-up ticket lives. */
  googleLoginMinutes: 10,
  googleTicketMinutes: 15,
  /** An SSO token handed to the game's callback (docs/protocol.md). */
  ssoTokenSeconds: 120,
} as const;
