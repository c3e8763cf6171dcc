import { describe, expect, it } from 'vitest';
import { RESTRICTED_PROFILE_FIELDS } from './profileAccess';
import { PROFILE_FIELD_LABELS, profileFieldLabel } from './profileFieldLabels';

describe('profile field labels', () => {
  it('names every field the edit history records, never by its raw key', () => {
    for (const field of RESTRICTED_PROFILE_FIELDS) {
      expect(PROFILE_FIELD_LABELS[field]).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(PROFILE_FIELD_LABELS[field]).not.toBe(field);
    }
    expect(profileFieldLabel('weeklycommittedHours')).toBe('Weekly Committed Hours');
  });

  it('keeps the key of a field it has no label for, and ignores inherited names', () => {
    expect(profileFieldLabel('someOldField')).toBe('someOldField');
    expect(profileFieldLabel('toString')).toBe('toString');
  });
});
