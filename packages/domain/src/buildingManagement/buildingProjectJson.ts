// Building projects in the original API's shape (its `buildingProject` document): the manager and
// each member's user populated with their names.
import { z } from 'zod';

/** A person a building project names. */
export const buildingPersonJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type BuildingPersonJson = z.infer<typeof buildingPersonJson>;

/** A member of the project with the hours they were given on it. */
export const buildingProjectMemberJson = z.strictObject({
  user: buildingPersonJson,
  hours: z.number(),
});
export type BuildingProjectMemberJson = z.infer<typeof buildingProjectMemberJson>;

export const buildingProjectJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  /** The construction template, e.g. "Earthbag Village". */
  template: z.string(),
  isActive: z.boolean(),
  dateCreated: z.iso.datetime(),
  buildingManager: buildingPersonJson.nullable(),
  members: z.array(buildingProjectMemberJson),
});
export type BuildingProjectJson = z.infer<typeof buildingProjectJson>;
