import { describe, expect, it } from 'vitest';
import { isSuggestionOutdated } from './outdated';

const current = {
  __v: 3,
  modifiedDatetime: '2026-11-20T10:00:00.000Z',
  dateSuggested: '2026-11-21T10:00:00.000Z',
};

describe('isSuggestionOutdated', () => {
  it('compares the version the suggestion was made on with the task’s', () => {
    expect(isSuggestionOutdated({ __v: 3, modifiedDatetime: current.modifiedDatetime }, current)).toBe(false);
    expect(isSuggestionOutdated({ __v: 2, modifiedDatetime: current.modifiedDatetime }, current)).toBe(true);
  });

  it('without a version, compares when the copy was last modified', () => {
    expect(isSuggestionOutdated({ modifiedDatetime: '2026-11-20T10:00:00.000Z' }, current)).toBe(false);
    expect(isSuggestionOutdated({ modifiedDatetime: '2026-11-19T10:00:00.000Z' }, current)).toBe(true);
  });

  it('without either, counts a task modified after the suggestion was made', () => {
    expect(isSuggestionOutdated({}, current)).toBe(false);
    expect(isSuggestionOutdated({}, { ...current, modifiedDatetime: '2026-11-22T10:00:00.000Z' })).toBe(true);
  });
});
