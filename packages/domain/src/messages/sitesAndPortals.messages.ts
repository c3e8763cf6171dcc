// Texts of the external team members, site issues, the community and education portals and the
// rental accounts. Quoted ones are the spec's (002, sections 2.4, 5 and 8).

export const teamMemberMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Role selection is required',
  teamRequired: 'Team selection is required',
  specifyRole: 'Please specify the role',
  specifyTeam: 'Please specify the team',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  countryCodeInvalid: 'Please choose the country code +1 or +44.',
  created: 'Team member created successfully!',
  failed: 'Failed to create team member. Please try again.',
  noMembers: 'No external team members yet.',
} as const;

export const siteIssueMessages = {
  titleRequired: 'Please enter a title.',
  typeInvalid: 'Please choose an issue type.',
  dateInvalid: 'Please enter the date as YYYY-MM-DD.',
  textRequired: 'Please describe the issue.',
  statusInvalid: 'The status is open or closed.',
  chooseProject: 'Please choose a building project.',
  notFound: 'This issue does not exist.',
  noIssues: 'No issues found.',
  created: 'Issue added.',
} as const;

export const communityMessages = {
  noEvents: 'No events available',
  noActivities: 'No activities found',
  titleRequired: 'Please enter a title.',
  startsInvalid: 'Please enter when it starts.',
  endsInvalid: 'Please enter when it ends.',
  endsBeforeStart: 'The end must be after the start.',
  notFound: 'This listing does not exist.',
  educationWelcome: 'Welcome to the Education Portal',
  educationIntro:
    'Here volunteers will find the courses and learning material of the organisation. Come back soon for what is new.',
} as const;

export const rentalMessages = {
  invalid: (field: string) => `Invalid ${field}`,
  registerFailed: 'Error registering! Please try again.',
  loginFailed: 'Error logging in! Please try again.',
  registered: 'Registration successful! Taking you to the sign-in.',
  emailTaken: 'An account with this email already exists.',
  wrongCredentials: 'The email or password is incorrect.',
  signedOut: 'Please sign in to your rental account.',
} as const;
