// The tasks people work on, as the Team Member Tasks table lists them: JSON kept between requests.
import { and, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { isAnyOfIds } from '../../platform/db/any-of.js';
import { inOneSnapshot } from '../../platform/db/snapshot.js';
import { projects } from '../projects/projects.table.js';
import { wbs } from '../wbs/wbs.table.js';
import { keptTaskJsonOf } from './tasks.json.kept.js';
import { personTasksOrderSql } from './tasks.json.sql.js';
import { onLiveWork, taskResources, tasks } from './tasks.table.js';

export function createPeopleTasksRepo(db: DbOrTransaction) {
  const kept = keptTaskJsonOf(db);
  return {
    /**
     * The tasks of these people that the table shows, each with its JSON: the active tasks of active WBS
     * and projects they work on, completed or not (the table counts the ones a person completed), by
     * person, then project name, then outline number. The JSON comes from the kept JSON where current.
     */
    liveTasksOf: async (userIds: readonly string[]) =>
      userIds.length === 0
        ? []
        : inOneSnapshot(db, async (snapshot) => {
            const rows = await snapshot
              .select({
                memberId: taskResources.userId,
                id: tasks.id,
                stamp: tasks.jsonStamp,
                projectId: projects.id,
              })
              .from(taskResources)
              .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
              .innerJoin(wbs, eq(wbs.id, tasks.wbsId))
              .innerJoin(projects, eq(projects.id, wbs.projectId))
              .where(and(isAnyOfIds(taskResources.userId, userIds), onLiveWork()))
              .orderBy(taskResources.userId, personTasksOrderSql(tasks, projects));
            const json = await kept.jsonOf(snapshot, rows);
            return rows.map((row, i) => ({ ...row, json: json[i]! }));
          }),
  };
}

export type LiveTaskRow = Awaited<
  ReturnType<ReturnType<typeof createPeopleTasksRepo>['liveTasksOf']>
>[number];
