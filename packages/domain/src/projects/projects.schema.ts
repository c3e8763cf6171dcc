import { z } from 'zod';
import { WORK_CATEGORIES } from '../constants';
import { atMostItems, boundedText, LIST_MAX, TEXT_MAX } from '../limits';
import { projectMessages } from '../messages/projects.messages';

export const PROJECT_CATEGORIES = [...WORK_CATEGORIES, 'Other', 'Unspecified'] as const;
export const projectCategory = z.enum(PROJECT_CATEGORIES, 'Please choose a category from the list.');
export type ProjectCategory = z.infer<typeof projectCategory>;

export const projectNameSchema = boundedText(TEXT_MAX.name, projectMessages.nameRequiredToCreate)
  .trim()
  .min(1, projectMessages.nameRequiredToCreate);

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
  projectId: boundedText(TEXT_MAX.token).optional(),
  users: z
    .array(z.object({ userId: z.uuid('Please choose a valid user.'), operation: projectMemberOperation }))
    .min(1, 'Choose at least one user.')
    .max(...atMostItems(LIST_MAX.members)),
});
export type ProjectMembersInput = z.input<typeof projectMembersInput>;

/** GET /api/projects/search?text=: the autocomplete of the Add Project dialog. */
export const projectSearchQuery = z.object({ text: boundedText(TEXT_MAX.name).default('') });
