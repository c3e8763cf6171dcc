// Projects in the original API's shape. The category is one stored field, sent under both names the
// original clients read: `category` and `projectCategory`.
import { z } from 'zod';
import { projectCategory } from './projects.schema';

export const projectJson = z.strictObject({
  _id: z.string(),
  projectName: z.string(),
  category: projectCategory,
  projectCategory: projectCategory,
  isActive: z.boolean(),
  /** An archived project is an inactive one: nobody is assigned to it. */
  isArchived: z.boolean(),
  createdDatetime: z.iso.datetime(),
  modifiedDatetime: z.iso.datetime(),
});
export type ProjectJson = z.infer<typeof projectJson>;

/** A person assigned to a project. */
export const projectMemberJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  addDateTime: z.iso.datetime(),
});
export type ProjectMemberJson = z.infer<typeof projectMemberJson>;

export const assignProjectMembersResultJson = z.strictObject({ result: z.literal('Done') });
export type AssignProjectMembersResultJson = z.infer<typeof assignProjectMembersResultJson>;

export const deleteProjectResultJson = z.strictObject({ message: z.string() });
export type DeleteProjectResultJson = z.infer<typeof deleteProjectResultJson>;
