// Teams in the original API's shape: `_id`, `teamName`, `addDateTime` and friends, as the original
// client reads them. The server's presenters return these; the web reads them.
import { z } from 'zod';

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

/**
 * A member as the teams list carries them, in the original's fields. The original's `name` was always
 * null (its profiles have no such field); here it is the member's full name. The e-mail is left empty
 * where the member keeps it private from the viewer, as on the profile.
 */
export const teamListMemberJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  teamCode: z.string(),
  addDateTime: z.iso.datetime(),
});
export type TeamListMemberJson = z.infer<typeof teamListMemberJson>;

/** A row of `GET /api/team`: the team, its members (longest-standing first) and how many they are. */
export const teamListItemJson = z.strictObject({
  _id: z.string(),
  teamName: z.string(),
  isActive: z.boolean(),
  teamCode: z.string(),
  createdDatetime: z.iso.datetime(),
  modifiedDatetime: z.iso.datetime(),
  members: z.array(teamListMemberJson),
  memberCount: z.number().int(),
});
export type TeamListItemJson = z.infer<typeof teamListItemJson>;

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
