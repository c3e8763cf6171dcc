// `tasks` (hgn-data §2.5): the task trees of the WBS, their people, and the hours logged on them.
// The tree is read first (each task's WBS and parent), so a task whose WBS or parent is gone is
// skipped with its subtasks, and the ancestors by level are taken from the parent chain (§2.5.3).
// Rows are written without their tree links, which are set once every task exists; the hours
// logged are counted again from the imported entries by the product's own bookkeeping.
import { roundedHoursOf } from '@hgn/domain/timeEntries';
import type { Document } from 'bson';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { taskResources, tasks } from '../../features/tasks/tasks.table.js';
import { timeEntries } from '../../features/timeEntries/timeEntries.table.js';
import {
  batches,
  copyRows,
  digestOf,
  eachDocument,
  insertColumns,
  LARGE_BATCH_ROWS,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import {
  booleanOf,
  idOf,
  idTime,
  instantOf,
  numberOf,
  objectOf,
  oneOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';

const COLLECTION = 'tasks';
const PRIORITIES = ['Primary', 'Secondary', 'Tertiary'] as const;
const REVIEW_STATES = ['Unsubmitted', 'Submitted', 'Reviewed'] as const;
const MAX_LEVEL = 4;

type TreeNode = { wbs?: string; mother?: string };
type PlacedWbs = { id: string; isActive: boolean };
/** A task that is imported: its new id, WBS and ancestors from the top; or why it is not. */
type Placed = { id: string; wbs: PlacedWbs; ancestors: string[] } | { skipped: string };
type PlacedTask = Exclude<Placed, { skipped: string }>;

/** Reads every task's WBS and parent (a legacy `parentId` when `mother` is empty). */
async function readTree(ctx: ImportContext): Promise<Map<string, TreeNode>> {
  const tree = new Map<string, TreeNode>();
  for await (const document of ctx.dump.documents(COLLECTION)) {
    const id = idOf(document._id);
    if (!id) continue;
    const wbs = idOf(document.wbsId);
    tree.set(id, { wbs, mother: idOf(document.mother) ?? idOf(document.parentId) });
    ctx.originals.wbsOfTask.set(id, wbs);
  }
  return tree;
}

/** Where each task goes: a task is placed once its parent is, in the same WBS, at most four levels deep. */
function placeTasks(ctx: ImportContext, tree: Map<string, TreeNode>): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const visiting = new Set<string>();
  const place = (id: string): Placed => {
    const known = placed.get(id);
    if (known) return known;
    const node = tree.get(id)!;
    const wbs = ctx.ids.wbs.get(node.wbs ?? '');
    let result: Placed;
    if (!wbs) result = { skipped: 'its WBS is not in wbs' };
    else if (node.mother === undefined) result = { id: localIdOf('tasks', id), wbs, ancestors: [] };
    else if (!tree.has(node.mother)) result = { skipped: 'its parent task is not in tasks' };
    else if (visiting.has(id)) result = { skipped: 'its parents form a loop' };
    else {
      visiting.add(id);
      const parent = place(node.mother);
      visiting.delete(id);
      if ('skipped' in parent) result = { skipped: 'its parent task is skipped' };
      else if (parent.wbs.id !== wbs.id) result = { skipped: 'its parent task is in another WBS' };
      else if (parent.ancestors.length + 1 >= MAX_LEVEL) result = { skipped: 'deeper than four levels' };
      else result = { id: localIdOf('tasks', id), wbs, ancestors: [...parent.ancestors, parent.id] };
    }
    placed.set(id, result);
    return result;
  };
  for (const id of tree.keys()) place(id);
  return placed;
}

function taskRow(document: Document, originalId: string, at: PlacedTask, ctx: ImportContext) {
  const repaired: Repaired = (what) => ctx.report.repair(COLLECTION, what);
  const hours = (value: unknown) => Math.max(0, numberOf(value, repaired) ?? 0);
  const name = textOf(document.taskName).trim();
  if (name === '') repaired('a task without a name, shown as "-"');
  const createdAt = instantOf(document.createdDatetime, repaired) ?? idTime(originalId);
  return {
    id: at.id,
    wbsId: at.wbs.id,
    name: name || '-',
    num: textOf(document.num).trim(),
    level: at.ancestors.length + 1,
    position: Math.round(numberOf(document.position, repaired) ?? 0),
    priority: oneOf(PRIORITIES, document.priority) ?? 'Primary',
    isAssigned: booleanOf(document.isAssigned, true),
    status: textOf(document.status) || 'Not Started',
    hoursBest: hours(document.hoursBest),
    hoursWorst: hours(document.hoursWorst),
    hoursMost: hours(document.hoursMost),
    estimatedHours: hours(document.estimatedHours),
    startedAt: instantOf(document.startedDatetime, repaired) ?? null,
    dueAt: instantOf(document.dueDatetime, repaired) ?? null,
    completedAt: instantOf(document.completedDatetime, repaired) ?? null,
    links: textsOf(document.links),
    relatedWorkLinks: textsOf(document.relatedWorkLinks),
    category: textOf(document.category),
    categoryOverride: booleanOf(document.categoryOverride, false),
    categoryLocked: booleanOf(document.categoryLocked, false),
    classification: textOf(document.classification),
    deadlineCount: Math.max(0, Math.round(numberOf(document.deadlineCount, repaired) ?? 0)),
    whyInfo: textOf(document.whyInfo),
    intentInfo: textOf(document.intentInfo),
    endstateInfo: textOf(document.endstateInfo),
    isActive: booleanOf(document.isActive, true) && at.wbs.isActive,
    createdBy: ctx.ids.users.get(idOf(document.createdBy) ?? '') ?? null,
    createdAt,
    updatedAt: instantOf(document.modifiedDatetime, repaired) ?? createdAt,
  };
}

type TaskRow = ReturnType<typeof taskRow>;
/** The fields of a task row (every one, checked by the type), in the order they are copied, and their columns. */
const TASK_FIELDS = Object.keys({
  id: true,
  wbsId: true,
  name: true,
  num: true,
  level: true,
  position: true,
  priority: true,
  isAssigned: true,
  status: true,
  hoursBest: true,
  hoursWorst: true,
  hoursMost: true,
  estimatedHours: true,
  startedAt: true,
  dueAt: true,
  completedAt: true,
  links: true,
  relatedWorkLinks: true,
  category: true,
  categoryOverride: true,
  categoryLocked: true,
  classification: true,
  deadlineCount: true,
  whyInfo: true,
  intentInfo: true,
  endstateInfo: true,
  isActive: true,
  createdBy: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof TaskRow, true>) as Array<keyof TaskRow>;
const TASK_COLUMNS = TASK_FIELDS.map(toSnakeCase);
const PEOPLE_COLUMNS = [
  ['task_id', 'uuid'],
  ['user_id', 'uuid'],
  ['completed_task', 'boolean'],
  ['review_status', 'text'],
  ['added_at', 'timestamptz'],
] as const;

export async function importTasks(ctx: ImportContext): Promise<void> {
  const placed = placeTasks(ctx, await readTree(ctx));
  const origins = originsOf(ctx, COLLECTION);
  const counts = ctx.report.countsOf(COLLECTION);
  const rows = batches<TaskRow>(
    (values) =>
      copyRows(ctx.tx, 'tasks', TASK_COLUMNS, async (add) => {
        for (const row of values) await add(TASK_FIELDS.map((field) => row[field]));
      }),
    LARGE_BATCH_ROWS,
  );
  const people: unknown[][] = [];
  const links: Array<{ id: string; ancestors: string[] }> = [];

  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    const at = placed.get(originalId);
    if (!at || 'skipped' in at)
      return ctx.report.skip(COLLECTION, at?.skipped ?? 'its parent task is skipped');
    const row = taskRow(document, originalId, at, ctx);
    await rows.add(row);
    await origins.add({ originalId, localId: at.id, digest: digestOf(document) });
    ctx.ids.tasks.set(originalId, { id: at.id, wbsId: at.wbs.id });
    if (at.ancestors.length > 0) links.push({ id: at.id, ancestors: at.ancestors });
    const stored = [document.parentId1, document.parentId2, document.parentId3]
      .map(idOf)
      .filter((id): id is string => id !== undefined)
      .map((id) => {
        const ancestor = placed.get(id);
        return ancestor && !('skipped' in ancestor) ? ancestor.id : id;
      });
    if (stored.join() !== at.ancestors.join())
      ctx.report.repair(COLLECTION, 'ancestors by level unlike the parent chain, taken from it');
    const seen = new Set<string>();
    for (const item of Array.isArray(document.resources) ? document.resources : []) {
      const resource = objectOf(item);
      const userId = ctx.ids.users.get(idOf(resource.userID) ?? '');
      if (!userId) ctx.report.skip('task people', 'its person is not in userProfiles');
      else if (!seen.has(userId)) {
        seen.add(userId);
        people.push([
          at.id,
          userId,
          booleanOf(resource.completedTask, false),
          oneOf(REVIEW_STATES, resource.reviewStatus) ?? 'Unsubmitted',
          row.createdAt,
        ]);
      }
    }
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
  await linkTree(ctx, links);
  for (let start = 0; start < people.length; start += LARGE_BATCH_ROWS)
    await insertColumns(ctx.tx, taskResources, PEOPLE_COLUMNS, people.slice(start, start + LARGE_BATCH_ROWS));
  ctx.report.countsOf('task people').imported = people.length;
}

/** Sets each task's parent and ancestors by level, then every task's count of children. */
async function linkTree(ctx: ImportContext, links: Array<{ id: string; ancestors: string[] }>) {
  const write = batches<{ id: string; ancestors: string[] }>(async (batch) => {
    const column = (pick: (link: { id: string; ancestors: string[] }) => string | null) =>
      sql`${sql.param(batch.map(pick))}::uuid[]`;
    await ctx.tx.execute(sql`
      update ${tasks} t set mother = v.mother, parent_id1 = v.p1, parent_id2 = v.p2, parent_id3 = v.p3
      from unnest(${column((l) => l.id)}, ${column((l) => l.ancestors.at(-1) ?? null)},
        ${column((l) => l.ancestors[0] ?? null)}, ${column((l) => l.ancestors[1] ?? null)},
        ${column((l) => l.ancestors[2] ?? null)}) as v(id, mother, p1, p2, p3)
      where t.id = v.id`);
  });
  for (const link of links) await write.add(link);
  await write.flush();
  await ctx.tx.execute(sql`
    update ${tasks} t set has_child = true, children_qty = c.n
    from (select mother, count(*)::int as n from ${tasks} where mother is not null group by mother) c
    where t.id = c.mother`);
}

/**
 * Each task's hours logged, from its tangible entries, rounded as a time entry's write rounds a task's
 * seconds (`roundedHoursOf`), plus its subtasks' hours, as the write carries each change up to the
 * ancestors: one statement reads every task's seconds, one writes every task that has hours.
 */
export async function recountTaskHours(ctx: ImportContext): Promise<void> {
  const logged = await ctx.tx
    .select({ id: timeEntries.taskId, seconds: sql<number>`sum(${timeEntries.totalSeconds})::float8` })
    .from(timeEntries)
    .where(and(eq(timeEntries.isTangible, true), isNotNull(timeEntries.taskId)))
    .groupBy(timeEntries.taskId);
  const ids = sql`${sql.param(logged.map((task) => task.id))}::uuid[]`;
  const hours = sql`${sql.param(logged.map((task) => roundedHoursOf(task.seconds)))}::float8[]`;
  await ctx.tx.execute(sql`
    update ${tasks} t set hours_logged = coalesce(rolled.hours, 0)
    from ${tasks} counted left join (
      select up.id, round(sum(own.hours)::numeric, 2)::float8 as hours
      from unnest(${ids}, ${hours}) as own(id, hours)
      join ${tasks} logged on logged.id = own.id
      cross join lateral unnest(array[logged.id, logged.parent_id1, logged.parent_id2, logged.parent_id3]) as up(id)
      where up.id is not null
      group by up.id
    ) rolled on rolled.id = counted.id
    where t.id = counted.id and t.hours_logged is distinct from coalesce(rolled.hours, 0)`);
  ctx.report.figure(`hours logged on tasks: ${logged.length} tasks counted again from their entries`);
}
