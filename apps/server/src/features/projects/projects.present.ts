import {
  PROJECT_CATEGORIES,
  type ProjectCategory,
  type ProjectJson,
  type ProjectMemberJson,
} from '@hgn/domain/projects';
import type { ProjectRefJson } from '@hgn/domain/users';
import type { ProjectMemberRow, ProjectRow } from './projects.repo.js';

export const presentProjectRef = (row: { id: string; name: string; category: string }): ProjectRefJson => ({
  _id: row.id,
  projectName: row.name,
  category: row.category,
});

// Rows written before the category list was enforced read as 'Other' rather than break the type.
const categoryOf = (stored: string): ProjectCategory =>
  (PROJECT_CATEGORIES as readonly string[]).includes(stored) ? (stored as ProjectCategory) : 'Other';

export const presentProject = (row: ProjectRow): ProjectJson => {
  const category = categoryOf(row.category);
  return {
    _id: row.id,
    projectName: row.name,
    category,
    projectCategory: category,
    isActive: row.isActive,
    isArchived: !row.isActive,
    createdDatetime: row.createdAt.toISOString(),
    modifiedDatetime: row.updatedAt.toISOString(),
  };
};

export const presentProjectMember = (row: ProjectMemberRow): ProjectMemberJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role,
  isActive: row.isActive,
  addDateTime: row.addedAt.toISOString(),
});
