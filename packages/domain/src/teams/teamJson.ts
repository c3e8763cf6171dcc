// Teams in the original API's shape: `_id`, `teamName`, `addDateTime` and friends, as the original
// client reads them. The server's presenters return these; the web reads them.

/** A team as its own document: the members with the date each joined and their visibility. */
export type TeamJson = {
  _id: string;
  teamName: string;
  isActive: boolean;
  teamCode: string;
  createdDatetime: string;
  modifiedDatetime: string;
  members: TeamMembershipJson[];
};

export type TeamMembershipJson = { userId: string; addDateTime: string; visible: boolean };

/** A row of the teams list: the team without its members, and how many it has. */
export type TeamListItemJson = Omit<TeamJson, 'members'> & { memberCount: number };

/** A member as the members dialog lists them. */
export type TeamMemberJson = {
  _id: string;
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  addDateTime: string;
  visible: boolean;
};

/** A person who could be added to a team or a project. */
export type MemberCandidateJson = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
};

export type AssignTeamMemberResultJson = { newMember: TeamMemberJson } | { result: 'Delete Success' };

export type DeleteTeamResultJson = { message: string };
