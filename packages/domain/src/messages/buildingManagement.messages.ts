// Texts of the building-management area. Quoted ones are the spec's (002, 2.3).

export const buildingMessages = {
  selectProject: 'Please select a project',
  goToProjectDashboard: 'Go to Project Dashboard',
  projectNameRequired: 'Please enter a project name.',
  projectNameTaken: (name: string) => `A building project named "${name}" already exists.`,
  projectNotFound: 'This building project does not exist.',
  chooseValidPerson: 'Please choose a valid user.',
  memberListedTwice: 'Each member may be listed once.',
  imageNotPermitted: 'Please choose a png or jpeg picture of at most 2 MB.',
  documentNotPermitted: 'Please choose png, jpeg or pdf files of at most 5 MB each.',
  fileNotFound: 'This file does not exist.',
} as const;
