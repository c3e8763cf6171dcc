// Every permission name the product knows: those the server grants by default (server rules, section 2)
// and those the client checks although no role holds them by default. Names are the original ones,
// because stored roles and user permission lists carry them.

export const PERMISSION_GROUPS = [
  'Reports',
  'Badges',
  'Projects',
  'Tasks & WBS',
  'Teams',
  'Time entries',
  'User management',
  'Warnings',
  'Inventory',
  'Roles & permissions',
  'Emails & jobs',
  'Other',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

export type PermissionEntry = {
  readonly key: Permission;
  readonly label: string;
  readonly description: string;
  readonly group: PermissionGroup;
};

/** Label, then description, of each permission, by group. */
const CATALOGUE = {
  Reports: {
    getReports: ['See reports', 'Open the reports page and the people, project and team reports.'],
    getWeeklySummaries: [
      'See weekly summaries',
      'Open the weekly summaries report and the total organisation summary.',
    ],
    getWeeklyVolunteerSummary: ['See weekly volunteer summary', 'Open the weekly volunteer summary.'],
    totalValidWeeklySummaries: [
      'Edit valid summary count',
      "Change a volunteer's count of valid weekly summaries.",
    ],
    requestBio: ['Request bios', 'Change the bio status (posted, default, requested) of volunteers.'],
    highlightEligibleBios: [
      'Highlight eligible bios',
      'Highlight volunteers eligible for a bio in the summaries report.',
    ],
    seeUsersInDashboard: ['See users in dashboard', 'Choose any user to view on the dashboard.'],
    seeSummaryIndicator: ['See summary indicator', 'See who has submitted a summary on the leaderboard.'],
    seeVisibilityIcon: ['See visibility icon', 'See which members are hidden on the leaderboard.'],
    accessPRTeamDashboard: ['Access PR team dashboard', 'Open the pull-request team dashboard.'],
    accessHgnSkillsDashboard: ['Access skills dashboard', 'Open the skills dashboard of volunteers.'],
  },
  Badges: {
    seeBadges: ['See badges', 'Open badge management and see every badge.'],
    assignBadges: ['Assign badges', 'Assign badges to volunteers and change their counts.'],
    createBadges: ['Create badges', 'Add new badges.'],
    updateBadges: ['Update badges', 'Edit the name, picture, description and ranking of badges.'],
    deleteBadges: ['Delete badges', 'Delete badges.'],
  },
  Projects: {
    postProject: ['Create projects', 'Add new projects.'],
    putProject: ['Update projects', 'Rename projects, change their category and archive them.'],
    editProject: ['Edit projects', 'Edit project details from the projects page.'],
    deleteProject: ['Delete projects', 'Delete projects.'],
    getProjectMembers: ['See project members', 'See who is assigned to each project.'],
    assignProjectToUsers: ['Assign projects', 'Add volunteers to projects and remove them.'],
  },
  'Tasks & WBS': {
    postWbs: ['Create WBS', 'Add work breakdown structures to projects.'],
    deleteWbs: ['Delete WBS', 'Delete work breakdown structures.'],
    postTask: ['Create tasks', 'Add tasks to a WBS.'],
    updateTask: ['Update tasks', 'Edit tasks and see pending task edit suggestions.'],
    deleteTask: ['Delete tasks', 'Delete tasks.'],
    canDeleteTask: ['Delete tasks from the dashboard', 'Delete tasks from the team member tasks view.'],
    importTask: ['Import tasks', 'Import tasks into a WBS from a file.'],
    swapTask: ['Reorder tasks', 'Move tasks up and down in a WBS.'],
    updateNum: ['Renumber tasks', 'Change task numbers.'],
    viewTaskExtensionCount: ['See deadline extensions', 'See how many times a task deadline was extended.'],
    suggestTask: ['Suggest task edits', 'Suggest changes to tasks for review.'],
    resolveTask: ['Resolve task suggestions', 'Approve or reject task edit suggestions and mark tasks done.'],
    putReviewStatus: ['Review tasks', 'Set the review status of tasks.'],
    removeUserFromTask: ['Remove users from tasks', 'Take a volunteer off a task.'],
  },
  Teams: {
    postTeam: ['Create teams', 'Add new teams.'],
    putTeam: ['Update teams', 'Rename teams, change their status and member visibility.'],
    deleteTeam: ['Delete teams', 'Delete teams.'],
    assignTeamToUsers: ['Assign teams', 'Add volunteers to teams and remove them.'],
    editTeamCode: ['Edit team codes', "Change a volunteer's team code."],
    checkLeadTeamOfXplus: ['See team size checks', 'See whether a volunteer leads a team of a given size.'],
  },
  'Time entries': {
    postTimeEntry: ['Log time for others', 'Add time entries on behalf of other users.'],
    editTimeEntryTime: ['Edit entry time', 'Change the hours and minutes of any time entry.'],
    editTimeEntryDescription: ['Edit entry notes', 'Change the notes of any time entry.'],
    editTimeEntryDate: ['Edit entry date', 'Change the date of any time entry.'],
    editTimeEntryToggleTangible: [
      "Toggle others' tangible time",
      "Switch other users' entries between tangible and intangible.",
    ],
    toggleTangibleTime: ['Toggle own tangible time', 'Switch own entries between tangible and intangible.'],
    deleteTimeEntry: ['Delete time entries', 'Delete any time entry.'],
    deleteTimeEntryOthers: ["Delete others' entries", "Delete other users' time entries."],
    deleteTimeEntryOwn: ['Delete own entries', 'Delete own time entries from past days.'],
  },
  'User management': {
    getUserProfiles: ['See user profiles', 'Open user management and list every profile.'],
    postUserProfile: ['Create users', 'Add new users and send setup invitations.'],
    putUserProfile: ['Edit user profiles', 'Edit the profiles of other users.'],
    putUserProfileImportantInfo: [
      'Edit important profile info',
      'Edit committed hours, start dates and other key profile fields, and add time for others.',
    ],
    deleteUserProfile: ['Delete users', 'Delete or archive users.'],
    changeUserStatus: ['Change user status', 'Activate and deactivate users.'],
    changeUserRehireableStatus: ['Change rehireable status', 'Mark users as rehireable or not.'],
    setFinalDay: ['Set final day', "Set or clear a volunteer's final day."],
    interactWithPauseUserButton: ['Pause users', 'Use the pause button on user accounts.'],
    toggleInvisibility: ['Toggle invisibility', 'Hide or show users on the leaderboard.'],
    updatePassword: ["Change others' passwords", 'Change the password of other users.'],
    resetPassword: ['Reset passwords', 'Reset the password of other users.'],
    manageAdminLinks: ['Manage admin links', 'Edit the administrator links on profiles.'],
    manageTimeOffRequests: ['Manage time off', 'Create, edit and delete time-off requests for others.'],
    updateSummaryRequirements: [
      'Change summary requirements',
      'Change whether a volunteer must submit weekly summaries.',
    ],
    addDeleteEditOwners: ['Manage owners', 'Create, edit and delete Owner accounts.'],
    getReporteesLimitRoles: ['See reportees', 'See the users one reports on, limited by role.'],
    seeQSC: ['See Quick Setup titles', 'See the Quick Setup titles on profiles.'],
    addNewTitle: [
      'Add Quick Setup titles',
      'Add Quick Setup titles (job title, team code, project, team and media folder) and change their order.',
    ],
    editTitle: ['Edit Quick Setup titles', 'Edit, reorder and delete Quick Setup titles.'],
    assignTitle: [
      'Apply Quick Setup titles',
      "Apply a Quick Setup title to a volunteer's profile, setting its job title, team code, project, team and media folder.",
    ],
    manageHGNAccessSetup: ['Manage access setup', 'Manage the access set-up of new volunteers.'],
  },
  Warnings: {
    addInfringements: ['Add blue squares', 'Give blue squares to volunteers.'],
    editInfringements: ['Edit blue squares', 'Edit blue squares.'],
    deleteInfringements: ['Delete blue squares', 'Delete blue squares.'],
    viewTrackingOverview: ['See warning overview', 'See the warning tracker overview.'],
    issueTrackingWarnings: ['Issue warnings', 'Issue tracked warnings to volunteers.'],
    issueBlueSquare: ['Issue blue squares from warnings', 'Turn warnings into a blue square.'],
    deleteWarning: ['Delete warnings', 'Delete issued warnings.'],
    addWarningTracker: ['Add warning trackers', 'Add warning categories to track.'],
    deactivateWarningTracker: ['Deactivate warning trackers', 'Stop tracking a warning category.'],
    reactivateWarningTracker: ['Reactivate warning trackers', 'Track a stopped warning category again.'],
    deleteWarningTracker: ['Delete warning trackers', 'Delete warning categories.'],
  },
  Inventory: {
    getAllInvInProjectWBS: ['See WBS inventory', 'See the inventory of a WBS.'],
    postInvInProjectWBS: ['Add WBS inventory', 'Add inventory to a WBS.'],
    getAllInvInProject: ['See project inventory', 'See the inventory of a project.'],
    postInvInProject: ['Add project inventory', 'Add inventory to a project.'],
    transferInvById: ['Transfer inventory', 'Move inventory items between projects.'],
    delInvById: ['Waste inventory', 'Mark inventory items as wasted.'],
    unWasteInvById: ['Restore inventory', 'Undo the wasting of inventory items.'],
    getInvIdInfo: ['See inventory items', 'See the details of an inventory item.'],
    putInvById: ['Edit inventory', 'Edit inventory items.'],
    getInvTypeById: ['See inventory type', 'See the details of an inventory type.'],
    putInvType: ['Edit inventory types', 'Edit inventory types.'],
    getAllInvType: ['See inventory types', 'List inventory types.'],
    postInvType: ['Add inventory types', 'Add inventory types.'],
  },
  'Roles & permissions': {
    postRole: ['Create roles', 'Add new roles.'],
    putRole: ['Edit roles', 'Change the permissions of roles and manage role presets.'],
    deleteRole: ['Delete roles', 'Delete roles; their users become volunteers.'],
    putUserProfilePermissions: ['Edit user permissions', 'Grant or remove permissions for individual users.'],
  },
  'Emails & jobs': {
    sendEmails: ['Send emails', 'Send announcement emails to lists of addresses.'],
    sendEmailToAll: ['Email all subscribers', 'Broadcast announcement emails to every subscriber.'],
    resendBlueSquareAndSummaryEmails: [
      'Resend weekly emails',
      'Resend blue square and weekly summary emails.',
    ],
    reorderJobs: ['Reorder jobs', 'Change the order of job listings.'],
    manageJobForms: ['Manage job forms', 'Create and manage job application forms.'],
    createFormQuestions: ['Create form questions', 'Add questions to job forms.'],
    editFormQuestions: ['Edit form questions', 'Edit job form questions.'],
    deleteFormQuestions: ['Delete form questions', 'Delete job form questions.'],
  },
  Other: {
    createPopup: ['Create info pop-ups', 'Add info pop-ups.'],
    updatePopup: ['Edit info pop-ups', 'Edit info pop-ups.'],
    editHeaderMessage: ['Edit header message', 'Set or delete the message shown in the header.'],
    manageFAQs: ['Manage FAQs', 'Add, edit and answer frequently asked questions.'],
    getTimeZoneAPIKey: ['Look up time zones', 'Look up the time zone of a location.'],
  },
} as const satisfies Record<PermissionGroup, Record<string, readonly [label: string, description: string]>>;

type Catalogue = typeof CATALOGUE;
export type Permission = { [G in PermissionGroup]: keyof Catalogue[G] & string }[PermissionGroup];

type GroupTexts = Readonly<Record<string, readonly [label: string, description: string]>>;

// Object.entries widens keys to string; they are the catalogue's own keys, hence the assertion.
export const PERMISSION_CATALOGUE: readonly PermissionEntry[] = PERMISSION_GROUPS.flatMap((group) => {
  const texts: GroupTexts = CATALOGUE[group];
  return Object.entries(texts).map(([key, [label, description]]) => ({
    key: key as Permission,
    label,
    description,
    group,
  }));
});

export const PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.map((entry) => entry.key);

const entriesByKey: ReadonlyMap<string, PermissionEntry> = new Map(
  PERMISSION_CATALOGUE.map((entry) => [entry.key, entry]),
);

export const isPermission = (value: string): value is Permission => entriesByKey.has(value);

export const permissionEntry = (key: Permission): PermissionEntry => {
  const entry = entriesByKey.get(key);
  if (!entry) throw new RangeError(`Unknown permission: ${key}`);
  return entry;
};
