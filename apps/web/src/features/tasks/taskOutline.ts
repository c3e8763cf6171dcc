// The task tree of one WBS as the screen shows it: outline order, depth, subtree sizes, filters and
// the renumbering that closes gaps. Pure functions over the tasks the server sent.
import { groupBy } from '@hgn/domain/collections';
import {
  compareNums,
  isClosedStatus,
  numSegments,
  padNum,
  type TaskJson,
  type TaskPriority,
} from '@hgn/domain/tasks';

export interface OutlineRow {
  task: TaskJson;
  /** 0 for a top-level task. */
  depth: number;
  /** The number padded to four levels: "1.2" -> "1.2.0.0". */
  paddedNum: string;
  childIds: string[];
  /** Every task beneath this one, at any depth. */
  descendantCount: number;
  /** The mothers above this task, nearest first. */
  ancestorIds: string[];
  /** Its place among its siblings, from 0, and how many they are (itself included). */
  siblingIndex: number;
  siblingCount: number;
}

export interface Outline {
  rows: OutlineRow[];
  byId: Map<string, OutlineRow>;
  /** The top-level tasks, in order. */
  topIds: string[];
}

/** The tasks in outline order, each with its place in the tree (children are found by `mother`). */
export function outlineOf(tasks: readonly TaskJson[]): Outline {
  const sorted = [...tasks].sort((a, b) => compareNums(a.num, b.num));
  const known = new Set(sorted.map((task) => task._id));
  const childrenOf = groupBy(sorted, (task) =>
    task.mother !== null && known.has(task.mother) ? task.mother : null,
  );
  const rows: OutlineRow[] = [];
  const byId = new Map<string, OutlineRow>();
  const visit = (
    task: TaskJson,
    ancestorIds: string[],
    siblingIndex: number,
    siblingCount: number,
  ): number => {
    const children = childrenOf.get(task._id) ?? [];
    const row: OutlineRow = {
      task,
      depth: ancestorIds.length,
      paddedNum: padNum(task.num),
      childIds: children.map((child) => child._id),
      descendantCount: 0,
      ancestorIds,
      siblingIndex,
      siblingCount,
    };
    rows.push(row);
    byId.set(task._id, row);
    for (const [index, child] of children.entries())
      row.descendantCount += 1 + visit(child, [task._id, ...ancestorIds], index, children.length);
    return row.descendantCount;
  };
  const tops = childrenOf.get(null) ?? [];
  for (const [index, top] of tops.entries()) visit(top, [], index, tops.length);
  return { rows, byId, topIds: tops.map((top) => top._id) };
}

/** The siblings of a task: the tasks under the same mother, in outline order. */
export function siblingsOf(outline: Outline, taskId: string): OutlineRow[] {
  const row = outline.byId.get(taskId);
  if (!row) return [];
  const mother = row.ancestorIds[0];
  const ids = mother === undefined ? outline.topIds : (outline.byId.get(mother)?.childIds ?? []);
  return ids.map((id) => outline.byId.get(id)!);
}

/** The rows of the subtrees rooted at the given tasks, in outline order, their depth counted from those roots. */
export function subtreesOf(outline: Outline, rootIds: readonly string[]): OutlineRow[] {
  const roots = new Set(rootIds);
  return outline.rows
    .filter((row) => roots.has(row.task._id) || row.ancestorIds.some((id) => roots.has(id)))
    .map((row) => {
      const rootDepth = row.ancestorIds.findIndex((id) => roots.has(id));
      return { ...row, depth: roots.has(row.task._id) ? 0 : rootDepth + 1 };
    });
}

export const COMPLETION_FILTERS = ['active', 'complete', 'all'] as const;
export type CompletionFilter = (typeof COMPLETION_FILTERS)[number];

export interface TaskFilter {
  completion: CompletionFilter;
  status: string | null;
  priority: TaskPriority | null;
  /** A resource's user id. */
  personId: string | null;
  text: string;
}

export const noTaskFilter: TaskFilter = {
  completion: 'active',
  status: null,
  priority: null,
  personId: null,
  text: '',
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether one task passes the filters on its own (the tree keeps its ancestors too). */
export function matchesFilter(task: TaskJson, filter: TaskFilter): boolean {
  const isComplete = isClosedStatus(task.status);
  if (filter.completion === 'active' && isComplete) return false;
  if (filter.completion === 'complete' && !isComplete) return false;
  if (filter.status !== null && task.status !== filter.status) return false;
  if (filter.priority !== null && task.priority !== filter.priority) return false;
  if (filter.personId !== null && !task.resources.some((resource) => resource.userID === filter.personId))
    return false;
  const needle = folded(filter.text.trim());
  if (needle === '') return true;
  return [
    task.taskName,
    task.num,
    padNum(task.num),
    task.classification,
    ...task.resources.map((r) => r.name),
  ]
    .map(folded)
    .some((text) => text.includes(needle));
}

/**
 * The rows shown: those passing the filters and the ancestors that lead to them, minus the subtrees
 * of collapsed tasks. A search by words, status, priority or person shows every task it finds,
 * collapsed or not.
 */
export function visibleRows(
  rows: readonly OutlineRow[],
  collapsedIds: ReadonlySet<string>,
  filter: TaskFilter,
): OutlineRow[] {
  const kept = new Set<string>();
  for (const row of rows)
    if (matchesFilter(row.task, filter)) {
      kept.add(row.task._id);
      for (const id of row.ancestorIds) kept.add(id);
    }
  const isSearch =
    filter.text.trim() !== '' ||
    filter.status !== null ||
    filter.priority !== null ||
    filter.personId !== null;
  return rows.filter(
    (row) => kept.has(row.task._id) && (isSearch || !row.ancestorIds.some((id) => collapsedIds.has(id))),
  );
}

/** The people working on any of the tasks, once each, by name. */
export function peopleOf(tasks: readonly TaskJson[]): { value: string; label: string }[] {
  const people = new Map<string, string>();
  for (const task of tasks)
    for (const r of task.resources) if (!people.has(r.userID)) people.set(r.userID, r.name);
  return [...people.entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The statuses the tasks carry, once each, in order. */
export const statusesOf = (tasks: readonly TaskJson[]): string[] =>
  [...new Set(tasks.map((task) => task.status))].sort((a, b) => a.localeCompare(b));

/**
 * Consecutive numbers for the whole outline (1, 2, 3 at each level, in the present order, subtasks
 * under their mother's new number); only the tasks whose number changes are listed.
 */
export function renumbering(outline: Outline): { id: string; num: string }[] {
  const newNums = new Map<string, string>();
  const nextPosition = new Map<string, number>();
  const changes: { id: string; num: string }[] = [];
  for (const row of outline.rows) {
    const mother = row.ancestorIds[0];
    const parentKey = mother ?? '';
    const position = (nextPosition.get(parentKey) ?? 0) + 1;
    nextPosition.set(parentKey, position);
    const num = mother === undefined ? String(position) : `${newNums.get(mother)}.${position}`;
    newNums.set(row.task._id, num);
    if (numSegments(row.task.num).join('.') !== num) changes.push({ id: row.task._id, num });
  }
  return changes;
}

/** A tree of more tasks than this opens with its mothers collapsed, so that its first screen comes quickly. */
export const LARGE_TREE_TASKS = 300;

/**
 * The mothers collapsed when the tree opens: none in a small tree; in a large one every mother but
 * those above the task the screen is opened at.
 */
export function initiallyCollapsed(outline: Outline, focusTaskId?: string): ReadonlySet<string> {
  if (outline.rows.length <= LARGE_TREE_TASKS) return new Set();
  const open = new Set(focusTaskId ? (outline.byId.get(focusTaskId)?.ancestorIds ?? []) : []);
  return new Set(
    outline.rows
      .filter((row) => row.childIds.length > 0 && !open.has(row.task._id))
      .map((row) => row.task._id),
  );
}

/** The sibling just before (-1) or after (+1) a task, to swap places with. */
export function neighbourOf(outline: Outline, taskId: string, step: -1 | 1): OutlineRow | undefined {
  const row = outline.byId.get(taskId);
  return row ? siblingsOf(outline, taskId)[row.siblingIndex + step] : undefined;
}
