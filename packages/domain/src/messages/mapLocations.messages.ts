// The team locations map's words (spec 002 sections 2.6, 5 and 8), verbatim.
export const mapLocationsMessages = {
  invalidInformation: 'Please provide valid information',
  coordinatesRequired: 'Please get the coordinates of location',
  enterValidLocation: 'Please enter valid location',
  added: 'A person successfully added to a map!',
  edited: 'User successfully edited!',
  removed: 'The location was successfully removed!',
  errorOccurred: (detail: string) => `An error occurred : ${detail}`,
  somethingWentWrong: 'Something went wrong. Try again later.',
  noUsersFound: 'No users found.',
  noUsersToEdit: 'There are no users to remove or edit.',
  personNotFound: 'The person is not on the map.',
} as const;
