import { describe, expect, it } from 'vitest';
import { makeTask } from '../../test/tasks';
import {
  initiallyCollapsed,
  LARGE_TREE_TASKS,
  neighbourOf,
  noTaskFilter,
  outlineOf,
  renumbering,
  siblingsOf,
  subtreesOf,
  visibleRows,
} from './taskOutline';

const roof = makeTask({ _id: 'roof', num: '2', taskName: 'Roof', hasChild: true });
const beams = makeTask({ _id: 'beams', num: '2.1', taskName: 'Beams', mother: 'roof' });
const tiles = makeTask({ _id: 'tiles', num: '2.3', taskName: 'Tiles', mother: 'roof', status: 'Complete' });
const nails = makeTask({ _id: 'nails', num: '2.3.1', taskName: 'Nails', mother: 'tiles' });
const walls = makeTask({ _id: 'walls', num: '1', taskName: 'Walls', priority: 'Tertiary' });
const tasks = [tiles, roof, nails, walls, beams];

const numsOf = (rows: { paddedNum: string }[]) => rows.map((row) => row.paddedNum);

describe('the task outline', () => {
  it('orders tasks by number, pads each to four levels and counts subtasks', () => {
    const outline = outlineOf(tasks);
    expect(numsOf(outline.rows)).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0', '2.3.0.0', '2.3.1.0']);
    expect(outline.byId.get('roof')?.descendantCount).toBe(3);
    expect(outline.byId.get('nails')?.ancestorIds).toEqual(['tiles', 'roof']);
    expect(outline.byId.get('nails')?.depth).toBe(2);
  });

  it('hides the subtrees of collapsed tasks and keeps the ancestors of tasks that match', () => {
    const { rows } = outlineOf(tasks);
    expect(numsOf(visibleRows(rows, new Set(['roof']), { ...noTaskFilter, completion: 'all' }))).toEqual([
      '1.0.0.0',
      '2.0.0.0',
    ]);
    // The complete "Tiles" goes under the default active filter, but stays as the mother of "Nails";
    // a search finds inside collapsed tasks.
    expect(numsOf(visibleRows(rows, new Set(['roof']), { ...noTaskFilter, text: 'nails' }))).toEqual([
      '2.0.0.0',
      '2.3.0.0',
      '2.3.1.0',
    ]);
    expect(numsOf(visibleRows(rows, new Set(), { ...noTaskFilter, completion: 'complete' }))).toEqual([
      '2.0.0.0',
      '2.3.0.0',
    ]);
    expect(numsOf(visibleRows(rows, new Set(), { ...noTaskFilter, priority: 'Tertiary' }))).toEqual([
      '1.0.0.0',
    ]);
  });

  it('finds siblings, neighbours and the subtrees under one mother', () => {
    const outline = outlineOf(tasks);
    expect(siblingsOf(outline, 'tiles').map((row) => row.task._id)).toEqual(['beams', 'tiles']);
    expect(neighbourOf(outline, 'tiles', -1)?.task._id).toBe('beams');
    expect(neighbourOf(outline, 'tiles', 1)).toBeUndefined();
    const scoped = subtreesOf(outline, ['beams', 'tiles']);
    expect(scoped.map((row) => [row.task._id, row.depth])).toEqual([
      ['beams', 0],
      ['tiles', 0],
      ['nails', 1],
    ]);
  });

  it('renumbers to consecutive numbers, subtasks under their mother’s new number', () => {
    expect(renumbering(outlineOf(tasks))).toEqual([
      { id: 'tiles', num: '2.2' },
      { id: 'nails', num: '2.2.1' },
    ]);
    expect(renumbering(outlineOf([walls]))).toEqual([]);
  });

  it('opens a large tree with its mothers collapsed but those above the task it is opened at', () => {
    expect(initiallyCollapsed(outlineOf(tasks), 'nails').size).toBe(0);
    const many = Array.from({ length: LARGE_TREE_TASKS }, (_, i) =>
      makeTask({ _id: `leaf${i}`, num: `3.${i + 1}`, taskName: `Leaf ${i}`, mother: 'three' }),
    );
    const large = outlineOf([...tasks, makeTask({ _id: 'three', num: '3', taskName: 'Three' }), ...many]);
    expect([...initiallyCollapsed(large)].sort()).toEqual(['roof', 'three', 'tiles']);
    expect([...initiallyCollapsed(large, 'nails')]).toEqual(['three']);
  });
});
