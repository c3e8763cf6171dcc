import { groupBy } from '@hgn/domain/collections';
import type {
  BuildingProjectJson,
  buildingProjectCreateInput,
  buildingProjectUpdateInput,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { buildingMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { UsersService } from '../users/users.service.js';
import { presentBuildingProject, presentBuildingProjectMember } from './buildingProjects.present.js';
import { createBuildingProjectsRepo } from './buildingProjects.repo.js';

type ProjectCreate = z.output<typeof buildingProjectCreateInput>;
type ProjectChange = z.output<typeof buildingProjectUpdateInput>;

/** What building projects need from the people feature: whether the people named exist. */
export type BuildingProjectPeople = Pick<UsersService, 'countExistingUsers'>;

const projectNotFound = () =>
  new AppError({
    code: 'BUILDING_PROJECT_NOT_FOUND',
    message: buildingMessages.projectNotFound,
  });
const projectNameTaken = (name: string) =>
  new AppError({
    code: 'BUILDING_PROJECT_NAME_TAKEN',
    field: 'name',
    message: buildingMessages.projectNameTaken(name),
  });
const unknownPerson = (field: 'buildingManager' | 'members') =>
  new AppError({ code: 'USER_NOT_FOUND', field, message: buildingMessages.chooseValidPerson });

const isNameTaken = isUniqueViolationOf('building_projects_name_key');

/** A path id that is not a uuid names no project: answered as such, never as a database error. */
const projectIdOf = (projectId: string): string => {
  if (!isUuid(projectId)) throw projectNotFound();
  return projectId.toLowerCase();
};

export function createBuildingProjectsService({ db }: FeatureDeps, people: BuildingProjectPeople) {
  const repo = createBuildingProjectsRepo(db);

  /** The manager and members a write names must all be people of the organisation. */
  async function requirePeople(
    tx: DbOrTransaction,
    change: Pick<ProjectChange, 'buildingManager' | 'members'>,
  ) {
    const { buildingManager, members } = change;
    if (buildingManager && (await people.countExistingUsers([buildingManager], tx)) !== 1)
      throw unknownPerson('buildingManager');
    if (members && members.length > 0) {
      const ids = members.map((member) => member.user);
      if ((await people.countExistingUsers(ids, tx)) !== ids.length) throw unknownPerson('members');
    }
  }

  async function read(reader: DbOrTransaction, projectId: string): Promise<BuildingProjectJson> {
    const row = await createBuildingProjectsRepo(reader).findProject(projectId);
    if (!row) throw projectNotFound();
    const members = await createBuildingProjectsRepo(reader).listMembers([projectId]);
    return presentBuildingProject(row, members.map(presentBuildingProjectMember));
  }

  return {
    async list(): Promise<BuildingProjectJson[]> {
      const [rows, memberRows] = await Promise.all([repo.listProjects(), repo.listMembers()]);
      const membersOf = groupBy(memberRows, (row) => row.projectId, presentBuildingProjectMember);
      return rows.map((row) => presentBuildingProject(row, membersOf.get(row.id) ?? []));
    },

    get: (projectId: string) => read(db, projectIdOf(projectId)),

    /** Names are unique ignoring case and surrounding spaces; the index settles a race between two creators. */
    create: (input: ProjectCreate): Promise<BuildingProjectJson> =>
      refusedAs(
        () =>
          db.transaction(async (tx) => {
            if (await createBuildingProjectsRepo(tx).findProjectWithNameLike(input.name))
              throw projectNameTaken(input.name);
            await requirePeople(tx, input);
            const { members, buildingManager, ...fields } = input;
            const projectId = await createBuildingProjectsRepo(tx).insertProject({
              ...fields,
              buildingManagerId: buildingManager,
            });
            await createBuildingProjectsRepo(tx).replaceMembers(projectId, members);
            return read(tx, projectId);
          }),
        isNameTaken,
        () => projectNameTaken(input.name),
      ),

    /** Any of the fields; `members`, when given, replaces the list. */
    update(projectId: string, change: ProjectChange): Promise<BuildingProjectJson> {
      const id = projectIdOf(projectId);
      const { members, buildingManager, ...fields } = change;
      return refusedAs(
        () =>
          db.transaction(async (tx) => {
            if (!(await createBuildingProjectsRepo(tx).lockProject(id))) throw projectNotFound();
            if (
              change.name !== undefined &&
              (await createBuildingProjectsRepo(tx).findProjectWithNameLike(change.name, id))
            )
              throw projectNameTaken(change.name);
            await requirePeople(tx, change);
            const set = {
              ...fields,
              ...(buildingManager === undefined ? {} : { buildingManagerId: buildingManager }),
            };
            if (Object.keys(set).length > 0) await createBuildingProjectsRepo(tx).updateProject(id, set);
            if (members) await createBuildingProjectsRepo(tx).replaceMembers(id, members);
            return read(tx, id);
          }),
        isNameTaken,
        () => projectNameTaken(change.name ?? ''),
      );
    },
  };
}

export type BuildingProjectsService = ReturnType<typeof createBuildingProjectsService>;
