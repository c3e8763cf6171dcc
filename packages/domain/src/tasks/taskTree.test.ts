import { describe, expect, it } from 'vitest';
import {
  compareNums,
  isDescendantNum,
  nextChildNum,
  nextTopLevelNum,
  padNum,
  priorityOfAverage,
  renumberAfterDelete,
  renumberAfterMove,
  rollUp,
  sortByOutline,
  stripNum,
} from './taskTree';

const tree = (...nums: string[]) => nums.map((num) => ({ id: `id-${num}`, num }));
const asMap = (changes: { id: string; num: string }[]) =>
  Object.fromEntries(changes.map((c) => [c.id.slice(3), c.num]));

describe('outline numbers', () => {
  it('numbers a new top-level task after the largest first segment', () => {
    expect(nextTopLevelNum([])).toBe('1');
    expect(nextTopLevelNum(['1', '1.4', '3', '2.7.1'])).toBe('4');
  });

  it("numbers a new child after its largest sibling, under the parent's number", () => {
    expect(nextChildNum('1.2', [])).toBe('1.2.1');
    expect(nextChildNum('1.2', ['1.2.1', '1.2.5', '1.2.5.3'])).toBe('1.2.6');
  });

  it('pads to four levels, strips trailing zero levels and orders as numbers', () => {
    expect(padNum('1')).toBe('1.0.0.0');
    expect(padNum('1.2.3')).toBe('1.2.3.0');
    expect(stripNum('1.2.0.0')).toBe('1.2');
    expect(stripNum('1.0.0.0')).toBe('1');
    expect(['1.10', '2', '1.2.1', '1.2'].sort(compareNums)).toEqual(['1.2', '1.2.1', '1.10', '2']);
    expect(isDescendantNum('1.2.3', '1.2')).toBe(true);
    expect(isDescendantNum('1.2', '1.2')).toBe(false);
    expect(isDescendantNum('1.20', '1.2')).toBe(false);
  });

  it('sorts tasks in outline order as numbers, equal numbers by id', () => {
    const tasks = [
      { id: 'b', num: '1.10' },
      { id: 'c', num: '2' },
      { id: 'd', num: '1.2.1' },
      { id: 'e', num: '1.2' },
      { id: 'a', num: '1.2' },
      { id: 'f', num: '1' },
    ];
    expect(sortByOutline(tasks).map((t) => `${t.num} ${t.id}`)).toEqual([
      '1 f',
      '1.2 a',
      '1.2 e',
      '1.2.1 d',
      '1.10 b',
      '2 c',
    ]);
    expect(tasks[0]).toEqual({ id: 'b', num: '1.10' });
  });
});

describe('renumbering', () => {
  it('closes the gap after a delete: later siblings move up, their descendants follow', () => {
    const tasks = tree('1', '1.1', '1.2', '1.2.1', '1.3', '1.3.1', '1.3.1.1', '2');
    expect(asMap(renumberAfterDelete(tasks, '1.2'))).toEqual({
      '1.3': '1.2',
      '1.3.1': '1.2.1',
      '1.3.1.1': '1.2.1.1',
    });
    expect(asMap(renumberAfterDelete(tasks, '1'))).toEqual({ '2': '1' });
  });

  it('moves a task down: the siblings in between shift up by one, descendants follow', () => {
    const tasks = tree('1', '1.1', '1.1.1', '1.2', '1.3', '1.3.1', '1.4');
    const result = renumberAfterMove(tasks, '1.1.0.0', '1.3.0.0');
    expect('changes' in result && asMap(result.changes)).toEqual({
      '1.1': '1.3',
      '1.1.1': '1.3.1',
      '1.2': '1.1',
      '1.3': '1.2',
      '1.3.1': '1.2.1',
    });
  });

  it('moves a task up: the siblings in between shift down by one', () => {
    const result = renumberAfterMove(tree('1', '2', '3', '3.1'), '3', '1');
    expect('changes' in result && asMap(result.changes)).toEqual({
      '1': '2',
      '2': '3',
      '3': '1',
      '3.1': '1.1',
    });
  });

  it('refuses a move into its own descendants, across parents, or to an unknown number', () => {
    const tasks = tree('1', '1.1', '2');
    expect(renumberAfterMove(tasks, '1', '1.1')).toEqual({ refusal: 'INTO_DESCENDANT' });
    expect(renumberAfterMove(tasks, '1.1', '2')).toEqual({ refusal: 'NOT_SIBLINGS' });
    expect(renumberAfterMove(tasks, '1', '5')).toEqual({ refusal: 'UNKNOWN_NUM' });
  });
});

describe('the parent roll-up', () => {
  const child = (fields: Partial<Parameters<typeof rollUp<string>>[0][number]> = {}) => ({
    hoursBest: 1,
    hoursWorst: 2,
    hoursMost: 3,
    hoursLogged: 0.5,
    estimatedHours: 4,
    startedAt: null,
    dueAt: null,
    priority: 'Primary' as const,
    resources: [] as string[],
    ...fields,
  });

  it('sums hours, unites people, takes the earliest start and the latest due date', () => {
    const rolled = rollUp(
      [
        child({ startedAt: new Date('2026-02-01'), dueAt: new Date('2026-03-01'), resources: ['a', 'b'] }),
        child({ startedAt: new Date('2026-01-15'), dueAt: new Date('2026-04-01'), resources: ['b', 'c'] }),
        child(),
      ],
      (r) => r,
    );
    expect(rolled).toEqual({
      hoursBest: 3,
      hoursWorst: 6,
      hoursMost: 9,
      hoursLogged: 1.5,
      estimatedHours: 12,
      startedAt: new Date('2026-01-15'),
      dueAt: new Date('2026-04-01'),
      priority: 'Primary',
      resources: ['a', 'b', 'c'],
    });
    expect(rollUp([], (r: string) => r)).toBeNull();
  });

  it("keeps the parent's own start and due date where none of its children has one", () => {
    const own = { startedAt: new Date('2026-01-01'), dueAt: new Date('2026-06-30') };
    expect(rollUp([child(), child()], (r) => r, own)).toMatchObject(own);
    expect(rollUp([child({ startedAt: new Date('2026-02-01') })], (r) => r, own)).toMatchObject({
      startedAt: new Date('2026-02-01'),
      dueAt: new Date('2026-06-30'),
    });
    expect(rollUp([child({ dueAt: new Date('2026-03-01') })], (r) => r, own)).toMatchObject({
      startedAt: new Date('2026-01-01'),
      dueAt: new Date('2026-03-01'),
    });
  });

  it('takes the priority of the average: <= 1.6 Tertiary, < 2.5 Secondary, else Primary', () => {
    expect(priorityOfAverage(1.6)).toBe('Tertiary');
    expect(priorityOfAverage(1.7)).toBe('Secondary');
    expect(priorityOfAverage(2.49)).toBe('Secondary');
    expect(priorityOfAverage(2.5)).toBe('Primary');
    const of = (...p: ('Primary' | 'Secondary' | 'Tertiary')[]) =>
      rollUp(
        p.map((priority) => child({ priority })),
        (r) => r,
      )!.priority;
    expect(of('Primary', 'Tertiary')).toBe('Secondary');
    expect(of('Tertiary', 'Secondary', 'Secondary')).toBe('Secondary');
    expect(of('Tertiary', 'Tertiary', 'Secondary')).toBe('Tertiary');
    expect(of('Secondary', 'Primary', 'Primary', 'Primary')).toBe('Primary');
  });
});
