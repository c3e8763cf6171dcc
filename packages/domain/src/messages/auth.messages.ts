// Rate-limit, password and invitation texts (the sign-in ones are in signIn.messages.ts). Server bodies
// are kept word for word because the original client matches on them; texts the spec does not quote
// are written plainly in the same voice.

/** The answer to too many attempts; the wait is rounded up to whole minutes. */
export const rateLimitMessages = {
  tooManyAttempts: (retryAfterSeconds: number): string => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;

export const passwordMessages = {
  forcedChangeSuccess:
    'You will now be directed to the login page where you can login with your new password.',
  forcedChangeFailed: 'Something went wrong. Please contact your administrator.',
  forcedChangeRule:
    'Password must be at least 8 characters long and contain an uppercase letter, a lowercase letter and a number or special character.',
  currentPasswordRequired: 'Current password is required',
  newPasswordRule:
    'Password must contain special characters [!@#$%^&*(),.?":{}|<>], Uppercase, Lowercase and Number.',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  sameAsOld: 'should not be same as old password',
  confirmMismatch: 'must match new password',
  changeSuccess: 'Your password has been updated. Please log in with your new password.',
  badRequest: 'Bad Request',
  defaultPasswordReused: 'Please do not use default password',
  forcedResetDone: 'password Reset',
  requiredFieldsMissing: 'One of more required fields are missing',
  protectedAccount: 'You are not authorized to update this user',
  notYourPassword: "You are unauthorized to update this user's password",
  newAndConfirmDiffer: 'New and confirm new passwords are not the same',
  oldAndNewSame: 'Old and new passwords should not be same',
  incorrectCurrent: 'Incorrect current password',
  updated: 'updated password',
  adminResetDone: 'Password Reset',
  resetTokenInvalid:
    'This password change has expired or was already used. Please sign in again to start over.',
  userNotFound: 'User not found',
  forcedChangeNeedsSignIn:
    'This page opens after signing in with a temporary password. Please sign in again to choose your new password.',
} as const;

export const forgotPasswordMessages = {
  emailRequired: 'Email should not be empty',
  emailInvalid: 'Please enter a valid email address.',
  firstNameRequired: 'First name should not be empty.',
  lastNameRequired: 'Last name should not be empty.',
  failed:
    "Well bummer, your entries don't match what is in our system. Don't give up though, you can do this!",
  sent: 'Check your email: a temporary password is on its way. Taking you back to the login page...',
  noValidUser: 'No Valid user was found',
  generated: 'generated new password',
} as const;

/** Why an invitation link cannot be used; the validate-token endpoint answers with these codes. */
export const SETUP_TOKEN_REASONS = ['SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED', 'NOT_FOUND'] as const;
export type SetupTokenReason = (typeof SETUP_TOKEN_REASONS)[number];

export const isSetupTokenReason = (value: string): value is SetupTokenReason =>
  (SETUP_TOKEN_REASONS as readonly string[]).includes(value);

const INVALID_LINK = 'This link is not valid.';

const setupReasonTexts: Record<SetupTokenReason, string> = {
  SETUP_ALREADY_COMPLETED: 'This profile setup has already been completed.',
  CANCELLED: 'This invitation has been cancelled.',
  EXPIRED: 'This invitation has expired.',
  NOT_FOUND: 'This invitation could not be found.',
};

export const setupMessages = {
  firstNameRequired: 'First Name is required',
  firstNameInvalid: 'Please enter a valid first name',
  lastNameRequired: 'Last Name is required',
  lastNameInvalid: 'Please enter a valid last name',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone is not valid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordRule:
    'Password must contain special characters [!@#$%^&*(),.?":{}|<>], Uppercase, Lowercase and Number.',
  confirmPasswordRequired: 'Confirm password is required',
  confirmPasswordMismatch: 'Password confirmation does not match',
  jobTitleRequired: 'Job Title is required',
  jobTitleInvalid: 'Please enter a valid job title',
  collaborationPreferenceEmpty: 'Video Call Preference can not be empty',
  locationRequired: 'Location is required',
  timeZoneRequired: 'Set time zone is required',
  locationInvalid: 'Please enter valid location',
  fileTypeNotPermitted: 'File type not permitted. Allowed types are png, jpeg and jpg',
  fileTooLarge:
    'The file you are trying to upload exceeds the maximum size of 50KB. You can either choose a different file, or use an online file compressor.',
  emailInUse: 'This email is already in use, Please contact your manager',
  timeZoneLookupFailed: 'Invalid location',
  created: 'Congratulations! Your account has been successfully created.',
  invalidLinkHelp: 'If you think this was in error, please let us know by replying to your onboarding email.',
  invalidLinkFallback: INVALID_LINK,
  invalidLinkReason: (reason: string): string =>
    isSetupTokenReason(reason) ? setupReasonTexts[reason] : INVALID_LINK,
  serverEmailInUseCode: 'EMAIL_IN_USE',
  serverMailSendFailed: 'MAIL_SEND_FAILED',
  serverTokenCreationFailed: 'TOKEN_CREATION_FAILED',
  serverInvalidToken: 'Invalid token',
  serverEmailInUse: 'email already in use',
  serverTokenExpired: 'Token is expired',
  invitationSent: 'The invitation has been sent.',
  invitationNotFound: 'This invitation could not be found.',
  invitationCancelled: 'The invitation has been cancelled.',
  invitationRefreshed: 'The invitation has been sent again with a new link.',
  weeklyHoursInvalid: 'Weekly committed hours must be a whole number from 0 to 168.',
  setupTokenInvalidForLookup: 'This invitation link is no longer valid.',
  invitationEmailInUse: 'A user with this email already exists.',
  invitationsEmpty: 'There are no pending invitations.',
} as const;
