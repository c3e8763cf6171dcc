// Texts of profiles, quoted by the spec word for word (including its spelling: users and the
// existing client match on these strings).
export const profileMessages = {
  protectedAccountWarning:
    'This is a protected account: only Owners can change it. Testers, please create your own test accounts instead of using this one.',
  firstNameRequired: "First Name Can't be null",
  lastNameRequired: "Last Name Can't be Null",
  emailInvalid: 'Email is not Valid',
  linksInvalid: 'Please enter valid URLs for each link.',
  mediaLinkWarning:
    'The media folder link must be a working link to a file-sharing service (such as Dropbox or Google Drive).',
  adminLinkWarning: 'This link is added by an administrator. Change it only if you are sure.',
  editForbidden: 'Sorry, you do not have permission to edit this profile.',
  unsavedChanges: 'You have unsaved changes. Click Save Changes to keep them.',
  saving: 'Saving...',
  saveErrorTitle: 'Error occured',
  saveError: 'Sorry an error occured while trying to save. Please try again another time.',
  mustSaveFirst: 'Must save first.',
  errorTitle: (detail: string): string => `Error, ${detail}`,
  pictureErrorTitle: 'Profile Pic Error',
  pictureTypeNotPermitted: 'File type not permitted. Allowed types are png, jpeg and jpg',
  pictureTooLarge:
    'The file you are trying to upload exceeds the maximum size of 50KB. You can either choose a different file, or use an online file compressor.',
  noGoogleDoc: 'Uh oh, no Google Doc is present for this user! Please contact an Admin to find out why.',
  acceptRequirementsFirst: 'You need to read and accept the requirements first',
  locationInvalid: 'Please enter valid location',
  locationLookupFailed: (response: string): string => `An error occured: ${response}`,
  userNotFound: "Sorry, we can't find that user.",
  // The original server's answer to a profile id that names nobody (api-paths.md, GET /userprofile/{id}).
  notAValidUser: 'This is not a valid user',
  blueSquareNeedsDateAndSummary: 'Please enter a date and a summary for the blue square.',
} as const;
