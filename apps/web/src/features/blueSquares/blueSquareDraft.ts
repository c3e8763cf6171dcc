// Blue squares staged in the profile editor: added, changed or removed locally, then sent item by
// item when the profile's Save Changes runs (spec 000 section 4).
import type { BlueSquareReason, InfringementJson } from '@hgn/domain/blueSquares';

export type BlueSquareDraftInput = { date: string; description: string; reason?: BlueSquareReason };

export type StagedChange =
  | { kind: 'add'; tempId: string; input: BlueSquareDraftInput }
  | { kind: 'update'; id: string; input: BlueSquareDraftInput }
  | { kind: 'remove'; id: string };

export type DraftItem = InfringementJson & { isStaged: boolean };

export const isTempId = (id: string): boolean => id.startsWith('new-');

/** The staged list after one more change; a change to something only staged stays a single add. */
export function stageChange(changes: readonly StagedChange[], change: StagedChange): StagedChange[] {
  if (change.kind === 'add') return [...changes, change];
  const id = change.id;
  if (isTempId(id)) {
    if (change.kind === 'remove') return changes.filter((c) => !(c.kind === 'add' && c.tempId === id));
    return changes.map((c) => (c.kind === 'add' && c.tempId === id ? { ...c, input: change.input } : c));
  }
  const others = changes.filter((c) => !(c.kind !== 'add' && c.id === id));
  return [...others, change];
}

/** What the panel shows: the saved blue squares with the staged changes applied, newest first. */
export function applyChanges(
  saved: readonly InfringementJson[],
  changes: readonly StagedChange[],
  now: Date,
): DraftItem[] {
  const items: DraftItem[] = saved.map((square) => ({ ...square, isStaged: false }));
  for (const change of changes) {
    if (change.kind === 'add')
      items.push({ _id: change.tempId, ...change.input, createdDate: now.toISOString(), isStaged: true });
    else if (change.kind === 'update') {
      const index = items.findIndex((item) => item._id === change.id);
      const current = items[index];
      if (current) items[index] = { ...current, ...change.input, isStaged: true };
    } else {
      const index = items.findIndex((item) => item._id === change.id);
      if (index >= 0) items.splice(index, 1);
    }
  }
  return items.sort((a, b) => b.date.localeCompare(a.date));
}
