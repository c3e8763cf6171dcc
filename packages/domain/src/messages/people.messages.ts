// Texts of profiles, teams, projects, badges and info pop-ups, quoted by the spec word for word
// (including its spelling: users and the existing client match on these strings).

export const teamMessages = {
  nameRequired: 'Please enter a team name.',
  pickTeamFirst: 'Hey, You need to pick a team first!',
  teamDoesNotExist: 'Oops, this team does not exist! Create it if you want it.',
  nameTaken: 'A team with this name already exists',
  userAlreadyInTeam: 'Your user has been found in this team. Please select another team to add your user.',
  memberAlreadyInTeam: 'Member is already a part of this team.',
  chooseValidUser: 'Please choose a valid user.',
  created: 'Team created successfully',
  noResponse: 'No response received from the server',
  createFailed: 'Error occurred while creating team',
  assigned: 'Team assigned successfully',
  assignFailed: 'Failed to assign team',
  deleted: 'Team Deleted successfully',
  deleteFailed: 'Failed to delete team',
  updated: 'Team updated successfully',
  updateFailed: 'The team could not be updated.',
  visibilityChangeFailed: 'The visibility could not be changed.',
  userOrProjectNotFound: 'Could not find user or project, please try again',
  noTeams: 'No teams found',
  memberDeleted: 'Member Deleted!',
  teamCodeUpdated: 'Team code updated!',
  teamCodeSaveFailed: 'It is not possible to save the team code.',
  teamCodeMissing: 'Please enter a valid team code before saving.',
  serverNameTaken: (teamName: string): string => `Team Name "${teamName}" already exists`,
} as const;

export const projectMessages = {
  nameRequiredToCreate: 'Hey, You need to write the name of a project first!',
  nameRequiredToAssign: 'Hey, You need to pick a project first!',
  alreadyExists: 'This project already exists.',
  doesNotExist: 'This project does not exist.',
  hasTimeEntries: 'This project has time entries and cannot be deleted. Archive it instead.',
  alreadyAssigned: 'Great idea, but they already have that one! Pick another!',
  createNewOption: 'Create new project',
  created: 'Project created successfully',
  createdButNotRetrieved: 'Project created successfully, but it is not possible to retrieve the new project.',
  createFailed: 'Project creation failed',
  assigned: 'Project assigned successfully',
  defaultCategory: 'Unspecified',
} as const;

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
  blueSquareNeedsDateAndSummary: 'Please enter a date and a summary for the blue square.',
} as const;

export const badgeMessages = {
  assigned: 'Woohoo! Badges assigned. Keep up the great work!',
  assignFailed: 'Oops, something is wrong!',
  youHaveNone: 'You have no badges.',
  personHasNone: 'This person has no badges.',
  countDatesMismatch:
    'The count of this badge does not match the number of dates it was earned, because some earned dates were not recorded.',
  personalMaxType: 'Personal Max',
} as const;

export const infoMessages = {
  saved: '✔ The info was saved successfully!',
  saveFailed: '✘ The info could not be saved!',
} as const;

export const timeOffRequestMessages = {
  /** The days as the app shows them (MM/DD/YYYY, Pacific). */
  overlapsScheduled: (firstDay: string, lastDay: string): string =>
    `This time off overlaps the time off already scheduled from ${firstDay} to ${lastDay}. Choose other dates or change that request.`,
  startInPast: 'The starting date cannot be in the past.',
} as const;
