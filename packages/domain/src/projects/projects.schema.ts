import { z } from 'zod';
import { WORK_CATEGORIES } from '../constants';
import { projectMessages } from '../messages/people.messages';

export const PROJECT_CATEGORIES = [...WORK_CATEGORIES, 'Other', 'Unspecified'] as const;
export const projectCategory = z.enum(PROJECT_CATEGORIES, 'Please choose a category from the list.');
export type ProjectCategory = z.infer<typeof projectCategory>;

const NAME_MAX = 100;

export const projectNameSchema = z
  .string(projectMessages.nameRequiredToCreate)
  .trim()
  .min(1, projectMessages.nameRequiredToCreate)
  .max(NAME_MAX, `A project name has at most ${NAME_MAX} characters.`);

/** POST /api/projects: `{projectName, projectCategory, isActive}`; the category defaults to 'Unspecified'. */
export const projectCreateInput = z.object({
  projectName: projectNameSchema,
  projectCategory: projectCategory.default(projectMessages.defaultCategory),
  isActive: z.boolean().default(true),
});
export type ProjectCreateInput = z.input<typeof projectCreateInput>;

/**
 * PUT /api/project/:id. The category may come as `category` or `projectCategory`; `isActive: false`
 * archives the project, `true` brings it back.
 */
export const projectUpdateInput = z.object({
  projectName: projectNameSchema.optional(),
  category: projectCategory.optional(),
  projectCategory: projectCategory.optional(),
  isActive: z.boolean().optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateInput>;

export const projectMemberOperation = z.enum(['Assign', 'UnAssign']);

/** POST /api/project/:id/users: `{projectId, users:[{userId, operation}]}`. */
export const projectMembersInput = z.object({
  projectId: z.string().optional(),
  users: z
    .array(z.object({ userId: z.uuid('Please choose a valid user.'), operation: projectMemberOperation }))
    .min(1, 'Choose at least one user.')
    .max(500),
});
export type ProjectMembersInput = z.input<typeof projectMembersInput>;

/** GET /api/projects/search?text=: the autocomplete of the Add Project dialog. */
export const projectSearchQuery = z.object({ text: z.string().max(100).default('') });
