// Texts of user management that the spec leaves to the product: the server's refusals and the page's
// notices. The field rules reuse the profile's quoted messages.

export const userManagementMessages = {
  emailTaken: 'This e-mail address is already in use. Please choose another one.',
  nameTaken: 'A user with this first and last name already exists.',
  nameTakenQuestion: 'A user with this first and last name already exists. Create this user anyway?',
  roleUnknown: 'Please choose a valid role.',
  ownerCreationForbidden: 'Only someone allowed to manage Owners can create an Owner.',
  ownerChangeForbidden: 'Only someone allowed to manage Owners can change an Owner.',
  pauseOnly: 'You may only pause users and reactivate paused users.',
  endDateRequired: 'Please choose the final day.',
  endDateInPast: 'The final day cannot be in the past.',
  reactivationDateRequired: 'Please choose the day the user comes back.',
  reactivationDateNotFuture: 'The return day must be after today.',
  invalidDate: 'Please enter a valid date.',
  cannotRemoveSelf: 'You cannot remove your own account.',
  cannotChangeOwnStatus: 'You cannot change the status of your own account.',
  weeklyHoursInvalid: 'Weekly committed hours must be a whole number from 0 to 168.',
  userNotFound: 'This user does not exist.',
  statusUpdated: 'status updated',
  userDeleted: 'The user was deleted.',
  userArchived: 'The user was archived.',
  archivedRestoreFirst: 'This account is archived. Restore it first.',
  userRestored: 'The user was restored.',
  noUsersFound: 'No users found.',
  created: 'The user was created.',
  oneTimePasswordNotice:
    'This one-time password is shown only now. Give it to the new user: they will choose their own password when they first sign in.',
} as const;
