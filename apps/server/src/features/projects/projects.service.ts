import { isUuid } from '@hgn/domain/ids';
import { projectMessages } from '@hgn/domain/messages';
import {
  normaliseProjectSearch,
  PROJECT_AUTOCOMPLETE_LIMIT,
  type AssignProjectMembersResultJson,
  type DeleteProjectResultJson,
  type ProjectCategory,
  type ProjectJson,
  type ProjectMemberJson,
} from '@hgn/domain/projects';
import type { MemberCandidateJson } from '@hgn/domain/teams';
import type { ProjectRefJson } from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { presentProject, presentProjectMember, presentProjectRef } from './projects.present.js';
import type { UsersService } from '../users/users.service.js';
import { createProjectsRepo } from './projects.repo.js';
import { isStillReferenced, isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';

const CANDIDATE_LIMIT = 10;

const projectNotFound = () =>
  new AppError({ code: 'PROJECT_NOT_FOUND', message: projectMessages.doesNotExist });
// The original server answers a duplicate name with 400; the client shows the spec's sentence.
const projectNameTaken = () =>
  new AppError({
    code: 'PROJECT_NAME_TAKEN',
    field: 'projectName',
    message: projectMessages.alreadyExists,
  });

/** The refusal of a deletion that would orphan logged time (thrown by a deletion hook, or by the database). */
export const projectHasTimeEntries = () =>
  new AppError({
    code: 'PROJECT_HAS_TIME_ENTRIES',
    message: projectMessages.hasTimeEntries,
  });

const projectIdOf = (projectId: string): string => {
  if (!isUuid(projectId)) throw projectNotFound();
  return projectId.toLowerCase();
};

type ProjectChange = {
  projectName?: string;
  category?: ProjectCategory;
  projectCategory?: ProjectCategory;
  isActive?: boolean;
};

/** What projects need from the people feature: the people to add are found there. */
export type ProjectPeople = Pick<UsersService, 'searchPeople' | 'countExistingUsers'>;

/**
 * What another feature does when a project is archived (`isActive` false) or brought back (true),
 * inside the project's transaction: the WBS, tasks and time entries follow their project.
 */
export type ProjectArchivedHook = (
  tx: DbOrTransaction,
  projectId: string,
  isActive: boolean,
) => Promise<void>;

/** Checked inside the deletion's transaction before the project goes; throwing an `AppError` refuses it. */
export type ProjectDeletingHook = (tx: DbOrTransaction, projectId: string) => Promise<void>;

export function createProjectsService({ db, clock }: FeatureDeps, { people }: { people: ProjectPeople }) {
  // Registered by the features that own a project's work (services.ts); run in registration order.
  const archivedHooks: ProjectArchivedHook[] = [];
  const deletingHooks: ProjectDeletingHook[] = [];

  const setWorkActive = async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
    for (const hook of archivedHooks) await hook(tx, projectId, isActive);
  };

  const repo = createProjectsRepo(db);

  const requireProject = async (projectId: string) => {
    const project = await repo.findProject(projectIdOf(projectId));
    if (!project) throw projectNotFound();
    return project;
  };

  const listMembers = async (projectId: string): Promise<ProjectMemberJson[]> => {
    const project = await requireProject(projectId);
    return (await repo.listMembers(project.id)).map(presentProjectMember);
  };

  /** Both writes are checked first, then the unique index settles a race between two of them. */
  const refusingDuplicates = <T>(write: () => Promise<T>) =>
    refusedAs(write, isUniqueViolation, projectNameTaken);

  return {
    /** Another feature follows a project's archiving and bringing back, inside its transaction. */
    onProjectArchived: (hook: ProjectArchivedHook): void => {
      archivedHooks.push(hook);
    },

    /** Another feature checks a deletion inside its transaction, and refuses it by throwing. */
    onProjectDeleting: (hook: ProjectDeletingHook): void => {
      deletingHooks.push(hook);
    },

    /** `reader` is a transaction when the caller must see its own uncommitted changes. */
    listProjectsOfUser: async (userId: string, reader?: DbOrTransaction): Promise<ProjectRefJson[]> =>
      (await createProjectsRepo(reader ?? db).listProjectsOfUser(userId)).map(presentProjectRef),

    async listProjectsOfUserInFull(userId: string): Promise<ProjectJson[]> {
      if (!isUuid(userId)) return [];
      return (await repo.listFullProjectsOfUser(userId.toLowerCase())).map(presentProject);
    },

    listProjects: async (): Promise<ProjectJson[]> => (await repo.listProjects()).map(presentProject),

    getProject: async (projectId: string): Promise<ProjectJson> =>
      presentProject(await requireProject(projectId)),

    /**
     * A task added to a project's WBS changes the project's modified time, inside the caller's
     * transaction; answers the project's category (undefined when there is no such project).
     */
    touchForNewTask: async (tx: DbOrTransaction, projectId: string): Promise<string | undefined> =>
      (await createProjectsRepo(tx).updateProject(projectId, {}, clock.now()))?.category,

    create: (input: {
      projectName: string;
      projectCategory: ProjectCategory;
      isActive: boolean;
    }): Promise<ProjectJson> =>
      refusingDuplicates(() =>
        db.transaction(async (tx) => {
          if (await createProjectsRepo(tx).findProjectNamed(input.projectName)) throw projectNameTaken();
          const row = await createProjectsRepo(tx).insertProject({
            name: input.projectName,
            category: input.projectCategory,
            isActive: input.isActive,
          });
          return presentProject(row);
        }),
      ),

    /**
     * Rename, recategorise, archive or bring back. Archiving unassigns everyone and makes the
     * project's WBS, their tasks and its time entries inactive; bringing it back makes them active
     * again and assigns nobody (the original assigned every user, which nobody wanted).
     */
    update: (projectId: string, change: ProjectChange): Promise<ProjectJson> => {
      const id = projectIdOf(projectId);
      return refusingDuplicates(() =>
        db.transaction(async (tx) => {
          const current = await createProjectsRepo(tx).findProject(id);
          if (!current) throw projectNotFound();
          if (
            change.projectName !== undefined &&
            (await createProjectsRepo(tx).findProjectNamed(change.projectName, id))
          )
            throw projectNameTaken();
          const updated = await createProjectsRepo(tx).updateProject(
            id,
            {
              name: change.projectName,
              category: change.category ?? change.projectCategory,
              isActive: change.isActive,
            },
            clock.now(),
          );
          if (change.isActive === false && current.isActive) {
            await createProjectsRepo(tx).unassignEveryone(id);
            await setWorkActive(tx, id, false);
          }
          if (change.isActive === true && !current.isActive) await setWorkActive(tx, id, true);
          return presentProject(updated!);
        }),
      );
    },

    /** Logged time keeps its project: a project with time entries can only be archived. */
    async remove(projectId: string): Promise<DeleteProjectResultJson> {
      const id = projectIdOf(projectId);
      // Checked first; an entry logged between the check and the delete makes the reference refuse it.
      const deleted = await refusedAs(
        () =>
          db.transaction(async (tx) => {
            for (const hook of deletingHooks) await hook(tx, id);
            return createProjectsRepo(tx).deleteProject(id);
          }),
        isStillReferenced,
        projectHasTimeEntries,
      );
      if (!deleted) throw projectNotFound();
      return { message: 'Project deleted' };
    },

    listMembers,

    /** The project's members by name and e-mail only, as the original's people call answers them. */
    async listMemberContacts(projectId: string) {
      return (await listMembers(projectId)).map(({ _id, firstName, lastName, email }) => ({
        _id,
        firstName,
        lastName,
        email,
      }));
    },

    /** Every assignment of the request is applied, or none (an unknown user refuses the whole request). */
    /** A profile save that changes the person's projects, inside the save's transaction. */
    async replaceProjectsOfUser(tx: DbOrTransaction, userId: string, projectIds: readonly string[]) {
      const unique = [...new Set(projectIds.map((id) => id.toLowerCase()))];
      if (
        !unique.every(isUuid) ||
        (await createProjectsRepo(tx).findActiveProjectIds(unique)).length !== unique.length
      )
        throw new AppError({
          code: 'PROJECT_NOT_FOUND',
          field: 'projects',
          message: projectMessages.doesNotExist,
        });
      await createProjectsRepo(tx).replaceProjectsOfUser(userId, unique, clock.now());
    },

    /** Profile set-up puts every newcomer on the orientation project, inside the set-up's transaction. */
    addUserToProjectNamed: (tx: DbOrTransaction, userId: string, name: string) =>
      createProjectsRepo(tx).addUserToProjectNamed(userId, name),

    async assignMembers(
      projectId: string,
      changes: readonly { userId: string; operation: 'Assign' | 'UnAssign' }[],
    ): Promise<AssignProjectMembersResultJson> {
      const project = await requireProject(projectId);
      const toAssign = [
        ...new Set(changes.filter((c) => c.operation === 'Assign').map((c) => c.userId.toLowerCase())),
      ];
      const toUnassign = [
        ...new Set(changes.filter((c) => c.operation === 'UnAssign').map((c) => c.userId.toLowerCase())),
      ];
      if (toAssign.length > 0 && !project.isActive)
        throw new AppError({
          code: 'PROJECT_ARCHIVED',
          message: 'This project is archived. Bring it back before assigning people to it.',
        });
      await db.transaction(async (tx) => {
        if ((await people.countExistingUsers(toAssign, tx)) !== toAssign.length)
          throw new AppError({
            code: 'USER_NOT_FOUND',
            message: 'Could not find user or project, please try again',
          });
        await createProjectsRepo(tx).unassign(project.id, toUnassign);
        await createProjectsRepo(tx).assign(project.id, toAssign, clock.now());
      });
      return { result: 'Done' };
    },

    async search(text: string): Promise<ProjectJson[]> {
      const squashed = normaliseProjectSearch(text);
      if (squashed === '') return [];
      return (await repo.searchActiveProjects(squashed, PROJECT_AUTOCOMPLETE_LIMIT)).map(presentProject);
    },

    async searchCandidates(projectId: string, search: string): Promise<MemberCandidateJson[]> {
      const project = await requireProject(projectId);
      if (search === '') return [];
      return people.searchPeople({
        text: search,
        limit: CANDIDATE_LIMIT,
        leavingOut: repo.isMemberOfProject(project.id),
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
