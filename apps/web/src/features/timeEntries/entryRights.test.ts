import { describe, expect, it } from 'vitest';
import type { Actor } from '@hgn/domain/permissions';
import { sampleTimeEntry } from '../../test/timeEntries';
import { entryRights } from './entryRights';

const vera = '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00';
const actor = (userId: string, role: string, permissions: string[] = []): Actor => ({
  userId,
  role,
  permissions: new Set(permissions),
});
const today = '2026-11-24';
const rightsOf = (who: Actor, entry = sampleTimeEntry(), personRole = 'Volunteer') => {
  const rights = entryRights(who, personRole, today);
  return { edit: rights.mayEdit(entry), delete: rights.mayDelete(entry) };
};

describe('entryRights', () => {
  it('lets a volunteer edit and delete their own entry of today, and neither the day after', () => {
    expect(rightsOf(actor(vera, 'Volunteer'))).toEqual({ edit: true, delete: true });
    expect(rightsOf(actor(vera, 'Volunteer'), sampleTimeEntry({ dateOfWork: '2026-11-23' }))).toEqual({
      edit: false,
      delete: false,
    });
  });

  it('offers another’s entry to those whose permissions cover a change or the deletion', () => {
    expect(rightsOf(actor('m1', 'Manager'))).toEqual({ edit: false, delete: false });
    expect(rightsOf(actor('m1', 'Manager', ['editTimeEntryDescription']))).toEqual({
      edit: true,
      delete: false,
    });
    expect(rightsOf(actor('m1', 'Manager', ['deleteTimeEntryOthers']))).toEqual({
      edit: false,
      delete: true,
    });
  });

  it('keeps an Owner’s entries from everyone but an Owner', () => {
    const all = ['editTimeEntryTime', 'deleteTimeEntryOthers'];
    expect(rightsOf(actor('a1', 'Administrator', all), sampleTimeEntry(), 'Owner')).toEqual({
      edit: false,
      delete: false,
    });
    expect(rightsOf(actor('o1', 'Owner', all), sampleTimeEntry(), 'Owner')).toEqual({
      edit: true,
      delete: true,
    });
  });

  it('offers nothing before the viewer is known', () => {
    const rights = entryRights(null, 'Volunteer', today);
    expect([rights.mayEdit(sampleTimeEntry()), rights.mayDelete(sampleTimeEntry())]).toEqual([false, false]);
  });
});
