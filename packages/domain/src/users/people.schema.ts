// Bodies and answers of the original client's people calls that have no screen of their own here:
// the bulk team-code change, the picture calls that name the person in the body, the team-mates and
// project-members lookups and the password check that unlocks the weekly summaries' recipients.
import { z } from 'zod';
import { atMost, atMostItems, LIST_MAX, TEXT_MAX } from '../limits';
import { PROFILE_PROPERTY_KEYS } from './profile.schema';
import { teamCodeSchema } from './teamCode';

const personId = z.string().max(...atMost(TEXT_MAX.token));

/**
 * PATCH /userprofile/update: the user management table's edits, one property of one person each
 * (the keys the property patch accepts).
 */
export const profileEditsInput = z
  .array(
    z.strictObject({
      user_id: personId,
      item: z.enum(PROFILE_PROPERTY_KEYS as [string, ...string[]], 'This property cannot be changed.'),
      value: z.unknown(),
    }),
  )
  .min(1, 'Please send at least one change.')
  .max(...atMostItems(LIST_MAX.members));
export type ProfileEditsInput = z.infer<typeof profileEditsInput>;
export const profileEditsSavedJson = z.strictObject({ message: z.string() });

/** PATCH /AllTeamCodeChanges: the people (one id or a list, as the client sends both) and their new code. */
export const teamCodeChangeInput = z.strictObject({
  userIds: z.union([
    personId,
    z
      .array(personId)
      .min(1)
      .max(...atMostItems(LIST_MAX.members)),
  ]),
  replaceCode: teamCodeSchema,
});
export type TeamCodeChangeInput = z.infer<typeof teamCodeChangeInput>;
export const teamCodeChangedJson = z.strictObject({ isUpdated: z.boolean() });

/** The original's answer to the picture calls. */
export const pictureMessageJson = z.strictObject({ message: z.string() });

/** PUT /userProfile/profileImage/remove: whose picture to clear. */
export const pictureOfPersonInput = z.strictObject({ user_id: personId });
/** PUT /userProfile/profileImage/imagefromwebsite: one of the person's suggested pictures. */
export const pictureFromWebsiteInput = z.strictObject({
  user_id: personId,
  selectedImage: z.string().max(...atMost(TEXT_MAX.url)),
});

/** GET /userprofile/teammembers/:userId: the people who share a team with the person. */
export const teamMatesJson = z.strictObject({
  myTeam: z.array(z.strictObject({ _id: z.string(), fullName: z.string(), role: z.string() })),
});
export type TeamMatesJson = z.infer<typeof teamMatesJson>;

/** GET /userprofile/projects/:searchName: the ids of the matching people's projects. */
export const projectIdsOfPeopleJson = z.strictObject({
  message: z.string(),
  allProjects: z.array(z.string()),
});

/** GET /userprofile/project/:projectId: the people on a project. */
export const projectPersonJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ProjectPersonJson = z.infer<typeof projectPersonJson>;

/**
 * POST /userProfile/authorizeUser/weeeklySummaries: the caller's own password. `currentUser` is the
 * e-mail the client sends beside it; the password checked is always the caller's.
 */
export const summariesUnlockInput = z.strictObject({
  currentPassword: z
    .string()
    .min(1, 'Please enter your password.')
    .max(...atMost(TEXT_MAX.password)),
  currentUser: z
    .string()
    .max(...atMost(TEXT_MAX.email))
    .optional(),
});
export const summariesUnlockedJson = z.strictObject({ message: z.string() });
