// Teams in the original API's shape: `_id`, `teamName`, `addDateTime` and friends, as the original
// client reads them. The server's presenters return these; the web reads them.
import { z } from 'zod';

/** A team's membership as the team's own document lists it. */
export const teamMembershipJson = z.strictObject({
  userId: z.string(),
  addDateTime: z.iso.datetime(),
  visible: z.boolean(),
});
export type TeamMembershipJson = z.infer<typeof teamMembershipJson>;

/** What every answer about a team says of the team itself. */
const teamFields = {
  _id: z.string(),
  teamName: z.string(),
  isActive: z.boolean(),
  teamCode: z.string(),
  createdDatetime: z.iso.datetime(),
  modifiedDatetime: z.iso.datetime(),
};

/** A team as its own document: the members with the date each joined and their visibility. */
export const teamJson = z.strictObject({
  ...teamFields,
  members: z.array(teamMembershipJson),
});
export type TeamJson = z.infer<typeof teamJson>;

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
  ...teamFields,
  members: z.array(teamListMemberJson),
  memberCount: z.number().int(),
});
export type TeamListItemJson = z.infer<typeof teamListItemJson>;

/** A member as the members dialog lists them. */
export const teamMemberJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  addDateTime: z.iso.datetime(),
  visible: z.boolean(),
});
export type TeamMemberJson = z.infer<typeof teamMemberJson>;

/** A person who could be added to a team or a project. */
export const memberCandidateJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type MemberCandidateJson = z.infer<typeof memberCandidateJson>;

/** The answer to adding a member (the new member) or removing one. */
export const assignTeamMemberResultJson = z.union([
  z.strictObject({ newMember: teamMemberJson }),
  z.strictObject({ result: z.literal('Delete Success') }),
]);
export type AssignTeamMemberResultJson = z.infer<typeof assignTeamMemberResultJson>;

export const deleteTeamResultJson = z.strictObject({ message: z.string() });
export type DeleteTeamResultJson = z.infer<typeof deleteTeamResultJson>;
