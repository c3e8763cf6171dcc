// The e-mail announcements and the weekly-update subscription, in the spec's words (spec 002, 8).
export const announcementMessages = {
  emptyList: 'Error: Empty Email List. Please enter AT LEAST One email.',
  invalidAddresses: (addresses: readonly string[]) =>
    `Error: Invalid email addresses: ${addresses.join(', ')}`,
  sent: 'Email successfully sent',
  failed: 'Error sending email',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
} as const;

export const subscriptionMessages = {
  invalidEmail: 'Please enter a valid email address.',
  exists: 'Email already exists or invalid',
  confirmationSent: 'Send confirmation to email',
  confirmed: 'Successfully confirmed email subscription',
  expired: 'Comfirmation expired, please try again',
  removed: 'Successfully removed email subscription',
  notFound: 'This email is not subscribed.',
  enterNewEmail: 'Enter New Email',
} as const;
