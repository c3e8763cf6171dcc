import { z } from 'zod';
import { atMostItems, boundedText, LIST_MAX, numberBetween, TEXT_MAX } from '../limits';
import { buildingMessages } from '../messages/buildingManagement.messages';

/** The most hours a member may be given on a building project. */
export const MEMBER_HOURS_MAX = 100_000;

export const buildingProjectNameSchema = boundedText(TEXT_MAX.name, buildingMessages.projectNameRequired)
  .trim()
  .min(1, buildingMessages.projectNameRequired);

const personId = z.uuid(buildingMessages.chooseValidPerson);
const placeText = boundedText(TEXT_MAX.title).trim();

const membersSchema = z
  .array(z.object({ user: personId, hours: numberBetween(0, MEMBER_HOURS_MAX).default(0) }))
  .max(...atMostItems(LIST_MAX.members))
  .refine((members) => new Set(members.map((member) => member.user.toLowerCase())).size === members.length, {
    message: buildingMessages.memberListedTwice,
  });

/** `POST /api/bm/projects`: a name is required; the rest defaults to an active project without people. */
export const buildingProjectCreateInput = z.object({
  name: buildingProjectNameSchema,
  location: placeText.default(''),
  template: placeText.default(''),
  isActive: z.boolean().default(true),
  buildingManager: personId.nullable().default(null),
  members: membersSchema.default([]),
});
export type BuildingProjectCreateInput = z.input<typeof buildingProjectCreateInput>;

/** `PUT /api/bm/project/{id}`: any of the fields; `members` replaces the whole list. */
export const buildingProjectUpdateInput = z.object({
  name: buildingProjectNameSchema.optional(),
  location: placeText.optional(),
  template: placeText.optional(),
  isActive: z.boolean().optional(),
  buildingManager: personId.nullable().optional(),
  members: membersSchema.optional(),
});
export type BuildingProjectUpdateInput = z.input<typeof buildingProjectUpdateInput>;
