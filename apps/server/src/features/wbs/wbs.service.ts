import { isUuid } from '@hgn/domain/ids';
import { projectMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import {
  maySeeInactiveWbs,
  wbsMessages,
  type DeleteWbsResultJson,
  type WbsJson,
  type WbsListItemJson,
} from '@hgn/domain/wbs';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { presentWbs, presentWbsListItem } from './wbs.present.js';
import { createWbsRepo } from './wbs.repo.js';

const wbsNotFound = () => new AppError({ code: 'WBS_NOT_FOUND', message: wbsMessages.notFound });
const projectNotFound = () =>
  new AppError({ code: 'PROJECT_NOT_FOUND', message: projectMessages.doesNotExist });
const wbsNameTaken = (name: string) =>
  new AppError({
    code: 'WBS_NAME_TAKEN',
    field: 'wbsName',
    message: wbsMessages.nameTaken(name),
  });

/** A path id that is not a uuid names nothing: answered as unknown, never as a database error. */
const idOr = (id: string, refusal: () => AppError): string => {
  if (!isUuid(id)) throw refusal();
  return id.toLowerCase();
};

/** The refusal of a deletion that would take logged time's WBS away (thrown by a deletion hook). */
export const wbsHasTimeEntries = () =>
  new AppError({ code: 'WBS_HAS_TIME_ENTRIES', message: wbsMessages.hasTimeEntries });

/** Checked inside a WBS's deletion, with the WBS locked, before it goes; throwing refuses it. */
export type WbsDeletingHook = (tx: DbOrTransaction, wbsId: string) => Promise<void>;

/** What a WBS needs of its project: a task added to it changes the project's modified time too. */
export type WbsProjects = Pick<ProjectsService, 'touchForNewTask'>;

export function createWbsService({ db, clock }: FeatureDeps, projects: WbsProjects) {
  const repo = createWbsRepo(db);
  // Registered by the features that keep something on a WBS (services.ts); run in registration order.
  const deletingHooks: WbsDeletingHook[] = [];
  return {
    /** Another feature checks a WBS's deletion inside its transaction, and refuses it by throwing. */
    onWbsDeleting: (hook: WbsDeletingHook): void => {
      deletingHooks.push(hook);
    },

    /** A project archived or brought back takes its WBS with it, inside the project's transaction. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await createWbsRepo(tx).setActiveOfProject(projectId, isActive, clock.now());
    },

    /** The active WBS; with `all`, the inactive ones too for those who may activate them. */
    async listOfProject(actor: Actor, projectId: string, all: boolean): Promise<WbsListItemJson[]> {
      const id = idOr(projectId, projectNotFound);
      const rows = await repo.listOfProjectWithTaskTotals(id, all && maySeeInactiveWbs(actor));
      if (rows.length === 0 && !(await repo.projectExists(id))) throw projectNotFound();
      return rows.map((row) => presentWbsListItem(row.wbs, row));
    },

    async get(wbsId: string): Promise<WbsJson> {
      const row = await repo.find(idOr(wbsId, wbsNotFound));
      if (!row) throw wbsNotFound();
      return presentWbs(row);
    },

    /** Names are unique in a project ignoring case; the index settles a race between two creators. */
    async create(projectId: string, input: { wbsName: string; isActive: boolean }): Promise<WbsJson> {
      const id = idOr(projectId, projectNotFound);
      const row = await refusedAs(
        () =>
          db.transaction(async (tx) => {
            if (!(await createWbsRepo(tx).projectExists(id))) throw projectNotFound();
            if (await createWbsRepo(tx).findNamed(id, input.wbsName)) throw wbsNameTaken(input.wbsName);
            return createWbsRepo(tx).insert({
              projectId: id,
              name: input.wbsName,
              isActive: input.isActive,
              now: clock.now(),
            });
          }),
        isUniqueViolation,
        () => wbsNameTaken(input.wbsName),
      );
      return presentWbs(row);
    },

    /** Rename, activate or deactivate; the WBS row is locked, as the task tree's writes lock it. */
    async update(wbsId: string, change: { wbsName?: string; isActive?: boolean }): Promise<WbsJson> {
      const id = idOr(wbsId, wbsNotFound);
      const row = await refusedAs(
        () =>
          db.transaction(async (tx) => {
            const current = await createWbsRepo(tx).lock(id);
            if (!current) throw wbsNotFound();
            if (
              change.wbsName !== undefined &&
              (await createWbsRepo(tx).findNamed(current.projectId, change.wbsName, id))
            )
              throw wbsNameTaken(change.wbsName);
            return (await createWbsRepo(tx).update(
              id,
              { name: change.wbsName, isActive: change.isActive },
              clock.now(),
            ))!;
          }),
        (error) => isUniqueViolation(error) && change.wbsName !== undefined,
        () => wbsNameTaken(change.wbsName!),
      );
      return presentWbs(row);
    },

    /**
     * The WBS and every task of it, in one statement (the tasks cascade), once the features that keep
     * something on it agree; the WBS is locked first, as the task tree's writes lock it.
     */
    async remove(wbsId: string): Promise<DeleteWbsResultJson> {
      const id = idOr(wbsId, wbsNotFound);
      const deleted = await db.transaction(async (tx) => {
        if (!(await createWbsRepo(tx).lock(id))) return false;
        for (const hook of deletingHooks) await hook(tx, id);
        return createWbsRepo(tx).delete(id);
      });
      if (!deleted) throw wbsNotFound();
      return { message: wbsMessages.deleted };
    },

    /**
     * For the task tree: the WBS locked inside the caller's transaction, so that writes to one tree
     * happen one after another; undefined when there is none.
     */
    lockForTree: (tx: DbOrTransaction, wbsId: string) => createWbsRepo(tx).lock(wbsId),

    /**
     * For a task added to the tree: the project's modified time changes and the WBS is locked, in
     * that order (a project's archiving writes the project before its WBS, so neither waits on the
     * other in a cycle). Answers the project's category; undefined when there is no such WBS.
     */
    async lockForNewTask(
      tx: DbOrTransaction,
      wbsId: string,
    ): Promise<{ projectCategory: string } | undefined> {
      const found = await createWbsRepo(tx).find(wbsId);
      if (!found) return undefined;
      const projectCategory = await projects.touchForNewTask(tx, found.projectId);
      if (projectCategory === undefined || !(await createWbsRepo(tx).lock(wbsId))) return undefined;
      return { projectCategory };
    },

    /** A change to a WBS's tasks changes the WBS's modified time. */
    touch: (tx: DbOrTransaction, wbsId: string) => createWbsRepo(tx).touch(wbsId, clock.now()),
  };
}

export type WbsService = ReturnType<typeof createWbsService>;
