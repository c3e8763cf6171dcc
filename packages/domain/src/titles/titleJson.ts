import { z } from 'zod';

/**
 * A title as the original API answers it, its Mongo document field for field (`teamAssiged` is the
 * original's spelling). The project and team are served with their current names; a team code, team
 * or media folder the title does not set is left out, as the original leaves out an unset field (its
 * client copies `teamCode` onto the profile as it finds it).
 */
export const titleJson = z.strictObject({
  _id: z.string(),
  titleName: z.string(),
  titleCode: z.string(),
  teamCode: z.string().optional(),
  /** Empty when the project has been deleted since. */
  projectAssigned: z.strictObject({ _id: z.string(), projectName: z.string() }),
  teamAssiged: z.strictObject({ _id: z.string(), teamName: z.string() }).optional(),
  mediaFolder: z.string().optional(),
  shortName: z.string(),
  order: z.number(),
});
export type TitleJson = z.infer<typeof titleJson>;

/** POST /title/update answers as the original does. */
export const titleUpdatedJson = z.strictObject({
  message: z.literal('Update successful'),
  updatedTitle: titleJson,
});

/** PUT /title/:id (a delete, as the original client calls it) answers Mongo's `deleteOne` result. */
export const titleDeletedJson = z.strictObject({
  acknowledged: z.literal(true),
  deletedCount: z.number(),
});
