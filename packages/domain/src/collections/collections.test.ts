import { describe, expect, it } from 'vitest';
import { groupBy, movedBy } from './index';

describe('groupBy', () => {
  it('groups in the items’ order, mapping each item when asked', () => {
    const rows = [
      { team: 'a', name: 'Ana' },
      { team: 'b', name: 'Ben' },
      { team: 'a', name: 'Ari' },
    ];
    expect([...groupBy(rows, (row) => row.team)]).toEqual([
      ['a', [rows[0], rows[2]]],
      ['b', [rows[1]]],
    ]);
    expect(
      groupBy(
        rows,
        (row) => row.team,
        (row) => row.name,
      ).get('a'),
    ).toEqual(['Ana', 'Ari']);
    expect(groupBy([], () => 'x').size).toBe(0);
  });

  it('groups a hundred thousand items under one key in linear time', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i);
    expect(groupBy(many, () => 'one').get('one')).toHaveLength(100_000);
  });
});

describe('movedBy', () => {
  it('swaps an item with its neighbour, and leaves the list as it was at either end', () => {
    expect(movedBy(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
