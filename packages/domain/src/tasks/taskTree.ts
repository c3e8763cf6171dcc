// The outline of a WBS (server-rules 7): tasks are numbered "1", "1.2", "1.2.3", at most four levels
// deep; a parent rolls up its children's hours, people, dates and priority. Pure rules, no storage.

/** The deepest level a task may sit at. */
export const MAX_TASK_LEVEL = 4;

/** The segments of an outline number, as numbers: "1.2.0.0" -> [1, 2, 0, 0]; stray characters are ignored. */
export function numSegments(num: string): number[] {
  return num
    .replace(/[^0-9.]/g, '')
    .split('.')
    .filter((segment) => segment !== '')
    .map(Number);
}

/** The number without its trailing zero levels, as the original's moveTasks reads it: "1.2.0.0" -> "1.2". */
export function stripNum(num: string): string {
  const segments = numSegments(num);
  while (segments.length > 1 && segments.at(-1) === 0) segments.pop();
  return segments.join('.');
}

/** The number padded to four levels, for display and sorting: "1" -> "1.0.0.0". */
export function padNum(num: string): string {
  const segments = numSegments(num).slice(0, MAX_TASK_LEVEL);
  while (segments.length < MAX_TASK_LEVEL) segments.push(0);
  return segments.join('.');
}

function compareSegments(left: readonly number[], right: readonly number[]): number {
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Outline order: segment by segment as numbers, a parent before its children ("1.2" < "1.2.1" < "1.10"). */
export function compareNums(a: string, b: string): number {
  return compareSegments(numSegments(a), numSegments(b));
}

/** Tasks in outline order, equal numbers by id; each number is read once, so thousands sort quickly. */
export function sortByOutline<T extends { readonly num: string; readonly id: string }>(
  tasks: readonly T[],
): T[] {
  return tasks
    .map((task) => ({ task, segments: numSegments(task.num) }))
    .sort(
      (a, b) =>
        compareSegments(a.segments, b.segments) ||
        (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0),
    )
    .map(({ task }) => task);
}

/** The level a number sits at: "1.2.3" -> 3. */
export const levelOfNum = (num: string): number => numSegments(num).length;

/** The number of the parent: "1.2.3" -> "1.2"; null at the top level. */
export function parentNum(num: string): string | null {
  const segments = numSegments(num);
  return segments.length <= 1 ? null : segments.slice(0, -1).join('.');
}

/** Whether `num` lies inside the subtree of `ancestor` (not `ancestor` itself). */
export function isDescendantNum(num: string, ancestor: string): boolean {
  const inner = numSegments(num);
  const outer = numSegments(ancestor);
  return inner.length > outer.length && outer.every((segment, i) => inner[i] === segment);
}

/** The next top-level number: the largest first segment plus one ("1" in an empty WBS). */
export function nextTopLevelNum(existingNums: readonly string[]): string {
  const firsts = existingNums.map((num) => numSegments(num)[0] ?? 0);
  return String(Math.max(0, ...firsts) + 1);
}

/** The next child of `parent`: its number, a dot, and the largest sibling's last segment plus one. */
export function nextChildNum(parent: string, siblingNums: readonly string[]): string {
  const depth = numSegments(parent).length + 1;
  const lasts = siblingNums
    .map(numSegments)
    .filter((segments) => segments.length === depth)
    .map((segments) => segments[depth - 1]!);
  return `${numSegments(parent).join('.')}.${Math.max(0, ...lasts) + 1}`;
}

export type NumberedTask = { readonly id: string; readonly num: string };
export type Renumbering = { id: string; num: string };

/**
 * Every task of the subtree rooted at a sibling of the given level and parent, with its sibling's
 * position changed by `shift(position)` (null: unchanged); descendants follow their prefix.
 */
function renumberSiblings(
  tasks: readonly NumberedTask[],
  parentSegments: readonly number[],
  shift: (position: number) => number | null,
): Renumbering[] {
  const depth = parentSegments.length + 1;
  const changes: Renumbering[] = [];
  for (const task of tasks) {
    const segments = numSegments(task.num);
    if (segments.length < depth || !parentSegments.every((segment, i) => segments[i] === segment)) continue;
    const moved = shift(segments[depth - 1]!);
    if (moved === null || moved === segments[depth - 1]) continue;
    segments[depth - 1] = moved;
    changes.push({ id: task.id, num: segments.join('.') });
  }
  return changes;
}

/**
 * The new numbers after `deletedNum`'s subtree is deleted: the later siblings move up by one and
 * their descendants follow. Tasks of the deleted subtree are left out (they go).
 */
export function renumberAfterDelete(tasks: readonly NumberedTask[], deletedNum: string): Renumbering[] {
  const deleted = numSegments(deletedNum);
  const position = deleted.at(-1)!;
  const remaining = tasks.filter(
    (task) => stripNum(task.num) !== deleted.join('.') && !isDescendantNum(task.num, deleted.join('.')),
  );
  return renumberSiblings(remaining, deleted.slice(0, -1), (p) => (p > position ? p - 1 : null));
}

export type MoveRefusal = 'NOT_SIBLINGS' | 'INTO_DESCENDANT' | 'UNKNOWN_NUM';

/**
 * The new numbers after moving the task numbered `fromNum` to `toNum` among its siblings (the
 * original's moveTasks; trailing ".0" levels are ignored): the siblings in between shift by one
 * towards the gap, the moved one takes `toNum`, and descendants follow their prefix.
 */
export function renumberAfterMove(
  tasks: readonly NumberedTask[],
  fromNum: string,
  toNum: string,
): { changes: Renumbering[] } | { refusal: MoveRefusal } {
  const from = numSegments(stripNum(fromNum));
  const to = numSegments(stripNum(toNum));
  if (from.length === 0 || to.length === 0) return { refusal: 'UNKNOWN_NUM' };
  if (isDescendantNum(to.join('.'), from.join('.'))) return { refusal: 'INTO_DESCENDANT' };
  const parent = from.slice(0, -1);
  if (to.length !== from.length || !parent.every((segment, i) => to[i] === segment))
    return { refusal: 'NOT_SIBLINGS' };
  const known = new Set(tasks.map((task) => stripNum(task.num)));
  if (!known.has(from.join('.')) || !known.has(to.join('.'))) return { refusal: 'UNKNOWN_NUM' };
  const f = from.at(-1)!;
  const t = to.at(-1)!;
  return {
    changes: renumberSiblings(tasks, parent, (p) => {
      if (p === f) return t;
      if (f < t && p > f && p <= t) return p - 1;
      if (f > t && p >= t && p < f) return p + 1;
      return null;
    }),
  };
}

// ---- The parent roll-up ----

export type RollUpPriority = 'Primary' | 'Secondary' | 'Tertiary';

const PRIORITY_WEIGHT: Record<RollUpPriority, number> = { Tertiary: 1, Secondary: 2, Primary: 3 };

/** The priority of an average of weights: at most 1.6 Tertiary, under 2.5 Secondary, else Primary. */
export function priorityOfAverage(average: number): RollUpPriority {
  if (average <= 1.6) return 'Tertiary';
  if (average < 2.5) return 'Secondary';
  return 'Primary';
}

export type RollUpChild<R> = {
  readonly hoursBest: number;
  readonly hoursWorst: number;
  readonly hoursMost: number;
  readonly hoursLogged: number;
  readonly estimatedHours: number;
  readonly startedAt: Date | null;
  readonly dueAt: Date | null;
  readonly priority: RollUpPriority;
  readonly resources: readonly R[];
};

export type RollUp<R> = {
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  hoursLogged: number;
  estimatedHours: number;
  startedAt: Date | null;
  dueAt: Date | null;
  priority: RollUpPriority;
  resources: R[];
};

const earliest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((min, d) => (d !== null && (min === null || d < min) ? d : min), null);
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((max, d) => (d !== null && (max === null || d > max) ? d : max), null);

/**
 * What a parent shows of its children: the sums of their hours, the union of their people (first
 * appearance kept, by `keyOf`), the earliest start, the latest due date, and the priority of the
 * average weight (Primary 3, Secondary 2, Tertiary 1). A date none of the children has is the
 * parent's `own`. Null when there are no children.
 */
export function rollUp<R>(
  children: readonly RollUpChild<R>[],
  keyOf: (resource: R) => string,
  own: Pick<RollUpChild<R>, 'startedAt' | 'dueAt'> = { startedAt: null, dueAt: null },
): RollUp<R> | null {
  if (children.length === 0) return null;
  const sum = (pick: (child: RollUpChild<R>) => number) =>
    children.reduce((total, child) => total + pick(child), 0);
  const resources = new Map<string, R>();
  for (const child of children)
    for (const resource of child.resources)
      if (!resources.has(keyOf(resource))) resources.set(keyOf(resource), resource);
  return {
    hoursBest: sum((c) => c.hoursBest),
    hoursWorst: sum((c) => c.hoursWorst),
    hoursMost: sum((c) => c.hoursMost),
    hoursLogged: sum((c) => c.hoursLogged),
    estimatedHours: sum((c) => c.estimatedHours),
    startedAt: earliest(children.map((c) => c.startedAt)) ?? own.startedAt,
    dueAt: latest(children.map((c) => c.dueAt)) ?? own.dueAt,
    priority: priorityOfAverage(sum((c) => PRIORITY_WEIGHT[c.priority]) / children.length),
    resources: [...resources.values()],
  };
}

/** Statuses that close a task: reaching one stamps its completion time, leaving them clears it. */
export const CLOSED_TASK_STATUSES = ['Complete', 'Completed', 'Closed'] as const;
export const isClosedStatus = (status: string): boolean =>
  (CLOSED_TASK_STATUSES as readonly string[]).includes(status);
