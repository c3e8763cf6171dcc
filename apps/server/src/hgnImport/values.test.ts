import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { bounded, dayOf, idOf, instantOf, numberOf } from './values.js';

describe('reading HGN values', () => {
  it('reads days written in the formats HGN stored, and the Pacific day of an instant', () => {
    const repairs: string[] = [];
    const repaired = (what: string) => repairs.push(what);
    expect(dayOf('2026-11-02', repaired)).toBe('2026-11-02');
    expect(repairs).toEqual([]);
    expect(dayOf('Nov-04-26', repaired)).toBe('2026-11-04');
    expect(dayOf('2026-Nov-4', repaired)).toBe('2026-11-04');
    expect(dayOf('11/05/2026', repaired)).toBe('2026-11-05');
    // 03:00 UTC is still the evening before in Pacific time.
    expect(dayOf('2026-11-06T03:00:00.000Z', repaired)).toBe('2026-11-05');
    expect(dayOf('Fri Nov 06 2026 10:00:00 GMT-0800 (Pacific Standard Time)', repaired)).toBe('2026-11-06');
    expect(dayOf(new Date('2026-11-07T20:00:00Z'), repaired)).toBe('2026-11-07');
    expect(repairs).toHaveLength(5);
    expect(dayOf('2026-02-30', repaired)).toBeUndefined();
    expect(dayOf('someday', repaired)).toBeUndefined();
    expect(dayOf(undefined, repaired)).toBeUndefined();
  });

  it('reads numbers and instants stored as text, counting each repair', () => {
    const repairs: string[] = [];
    const repaired = (what: string) => repairs.push(what);
    expect(numberOf('5400', repaired)).toBe(5400);
    expect(numberOf(12.5, repaired)).toBe(12.5);
    expect(numberOf('ten', repaired)).toBeUndefined();
    expect(instantOf('2024-02-01T10:00:00.000Z', repaired)).toEqual(new Date('2024-02-01T10:00:00.000Z'));
    expect(repairs).toEqual(['a number stored as text', 'a date stored as text']);
  });

  it('reads ids stored as ObjectIds or as their hex digits', () => {
    const id = new ObjectId();
    expect(idOf(id)).toBe(id.toHexString());
    expect(idOf(id.toHexString().toUpperCase())).toBe(id.toHexString());
    expect(idOf('not-an-id')).toBeUndefined();
  });

  it('cuts a text to a bound of this product, counting the cut', () => {
    const repairs: string[] = [];
    const repaired = (what: string) => repairs.push(what);
    expect(bounded('Garden', 6, repaired, 'a title')).toBe('Garden');
    expect(repairs).toEqual([]);
    expect(bounded('Kitchen Lead', 8, repaired, 'a title')).toBe('Kitchen');
    expect(repairs).toEqual(['a title over 8 characters, cut']);
  });
});
