import { describe, expect, it } from 'vitest';
import type { InfringementJson } from '@hgn/domain/blueSquares';
import { applyChanges, stageChange, type StagedChange } from './blueSquareDraft';

const saved: InfringementJson[] = [
  { _id: 'a', date: '2026-01-05', description: 'Old', createdDate: '2026-01-05T00:00:00Z' },
  { _id: 'b', date: '2026-02-05', description: 'Newer', createdDate: '2026-02-05T00:00:00Z' },
];
const now = new Date('2026-03-01T00:00:00Z');

describe('the blue-square draft', () => {
  it('keeps a change to a staged square as one add, and drops it when removed', () => {
    let changes: StagedChange[] = stageChange([], {
      kind: 'add',
      tempId: 'new-1',
      input: { date: '2026-03-01', description: 'x' },
    });
    changes = stageChange(changes, {
      kind: 'update',
      id: 'new-1',
      input: { date: '2026-03-01', description: 'y' },
    });
    expect(changes).toEqual([
      { kind: 'add', tempId: 'new-1', input: { date: '2026-03-01', description: 'y' } },
    ]);
    expect(stageChange(changes, { kind: 'remove', id: 'new-1' })).toEqual([]);
  });

  it('keeps only the last change to a saved square', () => {
    let changes = stageChange([], {
      kind: 'update',
      id: 'a',
      input: { date: '2026-01-05', description: 'Edited' },
    });
    changes = stageChange(changes, { kind: 'remove', id: 'a' });
    expect(changes).toEqual([{ kind: 'remove', id: 'a' }]);
  });

  it('shows the saved squares with the changes applied, newest first', () => {
    const items = applyChanges(
      saved,
      [
        { kind: 'add', tempId: 'new-1', input: { date: '2026-03-01', description: 'Fresh' } },
        { kind: 'update', id: 'a', input: { date: '2026-01-06', description: 'Edited' } },
        { kind: 'remove', id: 'b' },
      ],
      now,
    );
    expect(items.map((i) => [i._id, i.description, i.isStaged])).toEqual([
      ['new-1', 'Fresh', true],
      ['a', 'Edited', true],
    ]);
  });
});
