import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { teamMessages } from '../messages/teams.messages';
import { teamCodeSchema } from '../users/teamCode';

export const teamNameSchema = boundedText(TEXT_MAX.name, teamMessages.nameRequired)
  .trim()
  .min(1, teamMessages.nameRequired);

/** POST /api/team: the original client sends `{teamName, isActive}`. */
export const teamCreateInput = z.object({
  teamName: teamNameSchema,
  isActive: z.boolean().default(true),
});
export type TeamCreateInput = z.input<typeof teamCreateInput>;

/** PUT /api/team/:id: rename, activate or deactivate, set the team code; any of them. */
export const teamUpdateInput = z.object({
  teamName: teamNameSchema.optional(),
  isActive: z.boolean().optional(),
  teamCode: teamCodeSchema.optional(),
});
export type TeamUpdateInput = z.input<typeof teamUpdateInput>;

const userIdSchema = z.uuid(teamMessages.chooseValidUser);

export const teamMemberOperation = z.enum(['Assign', 'UnAssign']);
export type TeamMemberOperation = z.infer<typeof teamMemberOperation>;

/** POST /api/team/:id/users. */
export const teamMemberInput = z.object({
  userId: userIdSchema,
  operation: teamMemberOperation,
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;

/** PUT /api/team: whether a member's hours show to the rest of the team. */
export const memberVisibilityInput = z.object({
  visibility: z.boolean(),
  userId: userIdSchema,
  teamId: z.uuid('Please choose a valid team.'),
});
export type MemberVisibilityInput = z.input<typeof memberVisibilityInput>;

/** The text typed into a people search. */
export const peopleSearchQuery = z.object({
  search: boundedText(TEXT_MAX.name).trim().default(''),
});
