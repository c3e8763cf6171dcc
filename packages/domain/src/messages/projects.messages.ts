// Texts of projects, quoted by the spec word for word (including its spelling: users and the
// existing client match on these strings).
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
