// Projects in the original API's shape. The category is one stored field, sent under both names the
// original clients read: `category` and `projectCategory`.
import type { ProjectCategory } from './projects.schema';

export type ProjectJson = {
  _id: string;
  projectName: string;
  category: ProjectCategory;
  projectCategory: ProjectCategory;
  isActive: boolean;
  /** An archived project is an inactive one: nobody is assigned to it. */
  isArchived: boolean;
  createdDatetime: string;
  modifiedDatetime: string;
};

/** A person assigned to a project. */
export type ProjectMemberJson = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
  addDateTime: string;
};

export type AssignProjectMembersResultJson = { result: 'Done' };

export type DeleteProjectResultJson = { message: string };
