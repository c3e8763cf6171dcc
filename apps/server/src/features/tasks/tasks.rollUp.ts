// A parent task shows its children's roll-up (`rollUp`): their hours, dates, priority and people.
// Every write to the tree rolls up the parents it changed, inside the caller's transaction.
import { rollUp, type RollUp } from '@hgn/domain/tasks';
import type { Clock } from '@hgn/domain/time';
import type { DbOrTransaction } from '../../db.js';
import type { TaskRow } from './tasks.table.js';
import { createTaskTreeRepo, type ResourceState } from './tasks.tree.repo.js';

/** `replacePeople` makes a mother's people those of its roll-up (`tasks.tree.write.ts`). */
export function createTaskRollUp(
  clock: Clock,
  replacePeople: (
    tx: DbOrTransaction,
    taskId: string,
    people: readonly ResourceState[],
    now: Date,
  ) => Promise<void>,
) {
  /**
   * The mother takes its children's roll-up: their sums, and their people, each keeping what they
   * had on the mother (`own`), those new to it unsubmitted. Answers the row and its people as written.
   */
  const writeRollUp = async (
    tx: DbOrTransaction,
    motherId: string,
    childrenQty: number,
    rolled: RollUp<{ userId: string }>,
    own: ReadonlyMap<string, ResourceState>,
    now: Date,
  ) => {
    const { resources: people, ...sums } = rolled;
    const updated = await createTaskTreeRepo(tx).update(
      motherId,
      { ...sums, hasChild: true, childrenQty },
      now,
    );
    const next = people.map(
      (p): ResourceState =>
        own.get(p.userId) ?? { userId: p.userId, completedTask: false, reviewStatus: 'Unsubmitted' },
    );
    await replacePeople(tx, motherId, next, now);
    return { updated, next };
  };

  return {
    /** Every ancestor of a changed task, from its mother up, takes on its children's roll-up. */
    rollUpFrom: async (tx: DbOrTransaction, motherId: string | null) => {
      let id = motherId;
      const now = clock.now();
      while (id !== null) {
        const mother = await createTaskTreeRepo(tx).find(id);
        if (!mother) return;
        const children = await createTaskTreeRepo(tx).listChildren(id);
        const resources = await createTaskTreeRepo(tx).resourcesOf(children.map((c) => c.id));
        const rolled = rollUp(
          children.map((c) => ({ ...c, resources: resources.filter((r) => r.taskId === c.id) })),
          (r) => r.userId,
          mother,
        );
        if (rolled === null)
          await createTaskTreeRepo(tx).update(id, { hasChild: false, childrenQty: 0 }, now);
        else {
          const own = new Map((await createTaskTreeRepo(tx).resourcesOf([id])).map((r) => [r.userId, r]));
          await writeRollUp(tx, id, children.length, rolled, own, now);
        }
        id = mother.mother;
      }
    },

    /**
     * The roll-up of many mothers and every ancestor of theirs at once, deepest first, from `rows`:
     * every task of the WBS as it now is. The people of the tree are read in one query; each mother
     * then takes its children's roll-up as `rollUpFrom` gives it, its people in the order they are kept.
     */
    rollUpAll: async (tx: DbOrTransaction, rows: readonly TaskRow[], motherIds: Iterable<string>) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      const childrenOf = new Map<string, string[]>();
      for (const row of rows)
        if (row.mother !== null) {
          const siblings = childrenOf.get(row.mother);
          if (siblings) siblings.push(row.id);
          else childrenOf.set(row.mother, [row.id]);
        }
      const rolling = new Set<string>();
      for (const motherId of motherIds)
        for (let task = byId.get(motherId); task; task = task.mother ? byId.get(task.mother) : undefined)
          rolling.add(task.id);
      const peopleOf = new Map<string, ResourceState[]>();
      for (const { taskId, ...person } of await createTaskTreeRepo(tx).resourcesOf([...byId.keys()])) {
        const people = peopleOf.get(taskId);
        if (people) people.push(person);
        else peopleOf.set(taskId, [person]);
      }
      const now = clock.now();
      const deepestFirst = [...rolling].map((id) => byId.get(id)!).sort((a, b) => b.level - a.level);
      for (const mother of deepestFirst) {
        const children = (childrenOf.get(mother.id) ?? []).map((id) => byId.get(id)!);
        const rolled = rollUp(
          children.map((child) => ({ ...child, resources: peopleOf.get(child.id) ?? [] })),
          (r) => r.userId,
          mother,
        );
        if (rolled === null) continue;
        const own = new Map((peopleOf.get(mother.id) ?? []).map((r) => [r.userId, r]));
        const { updated, next } = await writeRollUp(tx, mother.id, children.length, rolled, own, now);
        if (updated) byId.set(mother.id, updated);
        // As the table orders them: those kept by when they joined, then those just added.
        const staying = new Set(next.map((r) => r.userId));
        peopleOf.set(mother.id, [
          ...[...own.values()].filter((r) => staying.has(r.userId)),
          ...next.filter((r) => !own.has(r.userId)),
        ]);
      }
    },
  };
}

export type TaskRollUp = ReturnType<typeof createTaskRollUp>;
