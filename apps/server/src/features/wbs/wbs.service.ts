import { isUuid } from '@hgn/domain/ids';
import { projectMessages } from '@hgn/domain/messages';
import { wbsMessages, type DeleteWbsResultJson, type WbsJson, type WbsListItemJson } from '@hgn/domain/wbs';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentWbs, presentWbsListItem } from './wbs.present.js';
import { createWbsRepo } from './wbs.repo.js';

const wbsNotFound = () => new AppError({ status: 404, code: 'WBS_NOT_FOUND', message: wbsMessages.notFound });
const projectNotFound = () =>
  new AppError({ status: 404, code: 'PROJECT_NOT_FOUND', message: projectMessages.doesNotExist });

/** A path id that is not a uuid names nothing: answered as unknown, never as a database error. */
const idOr = (id: string, refusal: () => AppError): string => {
  if (!isUuid(id)) throw refusal();
  return id.toLowerCase();
};

export function createWbsService({ db, clock }: FeatureDeps) {
  const repo = createWbsRepo(db);
  return {
    /** A project archived or brought back takes its WBS with it, inside the project's transaction. */
    setActiveOfProject: async (tx: DbOrTransaction, projectId: string, isActive: boolean) => {
      await repo.setActiveOfProject(tx, projectId, isActive, clock.now());
    },

    async listOfProject(projectId: string): Promise<WbsListItemJson[]> {
      const id = idOr(projectId, projectNotFound);
      const rows = await repo.listActiveOfProject(id);
      if (rows.length === 0 && !(await repo.projectExists(db, id))) throw projectNotFound();
      return rows.map(presentWbsListItem);
    },

    async get(wbsId: string): Promise<WbsJson> {
      const row = await repo.find(db, idOr(wbsId, wbsNotFound));
      if (!row) throw wbsNotFound();
      return presentWbs(row);
    },

    async create(projectId: string, input: { wbsName: string; isActive: boolean }): Promise<WbsJson> {
      const id = idOr(projectId, projectNotFound);
      return db.transaction(async (tx) => {
        if (!(await repo.projectExists(tx, id))) throw projectNotFound();
        return presentWbs(
          await repo.insert(tx, {
            projectId: id,
            name: input.wbsName,
            isActive: input.isActive,
            now: clock.now(),
          }),
        );
      });
    },

    /** The WBS and every task of it, in one statement (the tasks cascade). */
    async remove(wbsId: string): Promise<DeleteWbsResultJson> {
      const id = idOr(wbsId, wbsNotFound);
      const deleted = await db.transaction(async (tx) => repo.delete(tx, id));
      if (!deleted) throw wbsNotFound();
      return { message: wbsMessages.deleted };
    },

    /**
     * For the task tree: the WBS locked inside the caller's transaction, so that writes to one tree
     * happen one after another; undefined when there is none.
     */
    lockForTree: (tx: DbOrTransaction, wbsId: string) => repo.lock(tx, wbsId),

    /** A change to a WBS's tasks changes the WBS's modified time. */
    touch: (tx: DbOrTransaction, wbsId: string) => repo.touch(tx, wbsId, clock.now()),
  };
}

export type WbsService = ReturnType<typeof createWbsService>;
