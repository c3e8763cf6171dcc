import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import {
  canDeleteTimeEntry,
  canLogTimeFor,
  changedParts,
  countsAsLimitedEdit,
  entryDayBounds,
  mayEditEntryAtAll,
  mayLogTimeOn,
  refusedEditPart,
  seesEditLimitWarning,
  type TimeEntryFacts,
} from './policies';

const actor = (role: Role, userId: string, extra: string[] = []): Actor => ({
  userId,
  role,
  permissions: new Set([...DEFAULT_ROLE_PERMISSIONS[role], ...extra]),
});

const today = '2026-11-25';
const volunteer = actor('Volunteer', 'vol-1');
const admin = actor('Administrator', 'admin-1');
const owner = actor('Owner', 'owner-1');
const entry: TimeEntryFacts = {
  personId: 'VOL-1',
  entryType: 'default',
  dateOfWork: today,
  totalSeconds: 3600,
  notes: 'notes',
  isTangible: true,
  projectId: 'p1',
  taskId: null,
};
const edit = (
  who: Actor,
  after: Partial<TimeEntryFacts>,
  before: Partial<TimeEntryFacts> = {},
  personRole = 'Volunteer',
) =>
  refusedEditPart(who, {
    before: { ...entry, ...before },
    after: { ...entry, ...before, ...after },
    personRole,
    today,
  });

describe('canLogTimeFor', () => {
  it('lets anyone log their own time and putUserProfileImportantInfo holders log others’', () => {
    expect(canLogTimeFor(volunteer, { userId: 'vol-1', role: 'Volunteer' })).toBe(true);
    expect(canLogTimeFor(volunteer, { userId: 'other', role: 'Volunteer' })).toBe(false);
    expect(
      canLogTimeFor(actor('Volunteer', 'v', ['postTimeEntry']), { userId: 'x', role: 'Volunteer' }),
    ).toBe(false);
    expect(canLogTimeFor(admin, { userId: 'other', role: 'Volunteer' })).toBe(true);
  });

  it('keeps an Owner’s time to Owners, and lost time to those who log others’ time', () => {
    expect(canLogTimeFor(admin, { userId: 'owner-1', role: 'Owner' })).toBe(false);
    expect(canLogTimeFor(owner, { userId: 'owner-2', role: 'Owner' })).toBe(true);
    expect(canLogTimeFor(volunteer, { userId: 'vol-1', role: 'Volunteer' }, 'person')).toBe(false);
    expect(canLogTimeFor(admin, { userId: null, role: null }, 'project')).toBe(true);
  });
});

describe('entryDayBounds and mayLogTimeOn', () => {
  it('offers today only to a volunteer, and any day up to today to those who may date entries', () => {
    expect(entryDayBounds(volunteer, today)).toEqual({ earliest: today, latest: today });
    expect(entryDayBounds(admin, today)).toEqual({ earliest: null, latest: today });
    expect(mayLogTimeOn(volunteer, '2026-11-24', today)).toBe(false);
    expect(mayLogTimeOn(volunteer, today, today)).toBe(true);
    expect(mayLogTimeOn(admin, '2020-01-01', today)).toBe(true);
    expect(mayLogTimeOn(admin, '2026-11-26', today)).toBe(false);
    expect(mayLogTimeOn(actor('Volunteer', 'v', ['editTimeEntryDate']), '2026-11-01', today)).toBe(true);
  });
});

describe('mayEditEntryAtAll', () => {
  it("allows one's own entry, another's with some right to edit it, and an Owner's only to an Owner", () => {
    expect(mayEditEntryAtAll(volunteer, entry, 'Volunteer')).toBe(true);
    expect(mayEditEntryAtAll(actor('Volunteer', 'vol-2'), entry, 'Volunteer')).toBe(false);
    expect(
      mayEditEntryAtAll(actor('Volunteer', 'vol-2', ['editTimeEntryDescription']), entry, 'Volunteer'),
    ).toBe(true);
    expect(mayEditEntryAtAll(admin, { personId: 'owner-1' }, 'Owner')).toBe(false);
    expect(mayEditEntryAtAll(owner, { personId: 'admin-1' }, 'Administrator')).toBe(true);
  });
});

describe('refusedEditPart', () => {
  it('lets a volunteer change the time, notes and project of their own entry on its day', () => {
    expect(edit(volunteer, { totalSeconds: 60, notes: 'more', projectId: 'p2' })).toBeNull();
  });

  it('refuses the time of a past own entry, naming the part', () => {
    expect(edit(volunteer, { totalSeconds: 60 }, { dateOfWork: '2026-11-24' })).toBe('time');
    expect(edit(volunteer, { notes: 'x' }, { dateOfWork: '2026-11-24' })).toBe('description');
    expect(edit(volunteer, { projectId: 'p2' }, { dateOfWork: '2026-11-24' })).toBe('project');
    expect(
      edit(
        actor('Volunteer', 'vol-1', ['editTimeEntryTime']),
        { totalSeconds: 60 },
        { dateOfWork: '2026-11-24' },
      ),
    ).toBeNull();
  });

  it('always needs editTimeEntryDate to move an entry to another day', () => {
    expect(edit(volunteer, { dateOfWork: today }, { dateOfWork: '2026-11-24' })).toBe('date');
    expect(edit(admin, { dateOfWork: '2026-11-20' })).toBeNull();
  });

  it('needs toggleTangibleTime for one’s own entry and editTimeEntryToggleTangible for another’s', () => {
    expect(edit(volunteer, { isTangible: false })).toBe('isTangible');
    expect(edit(actor('Volunteer', 'vol-1', ['toggleTangibleTime']), { isTangible: false })).toBeNull();
    expect(edit(actor('Manager', 'm', ['toggleTangibleTime']), { isTangible: false })).toBe('isTangible');
    expect(edit(actor('Manager', 'm', ['editTimeEntryToggleTangible']), { isTangible: false })).toBeNull();
  });

  it('refuses another’s entry part by part, and an Owner’s entry to anyone but an Owner', () => {
    expect(edit(actor('Volunteer', 'other'), { notes: 'x' })).toBe('description');
    expect(edit(admin, { totalSeconds: 60 }, {}, 'Owner')).toBe('owner');
    expect(edit(owner, { totalSeconds: 60 }, {}, 'Owner')).toBeNull();
  });
});

describe('countsAsLimitedEdit', () => {
  const counts = (who: Actor, after: Partial<TimeEntryFacts>, before: Partial<TimeEntryFacts> = {}) =>
    countsAsLimitedEdit(who, { ...entry, ...before }, { ...entry, ...before, ...after }, today);

  it('counts a same-day change of one’s own tangible time that no permission covers', () => {
    expect(counts(volunteer, { totalSeconds: 60 })).toBe(true);
    expect(counts(volunteer, { notes: 'only notes' })).toBe(false);
    expect(counts(volunteer, { totalSeconds: 60 }, { isTangible: false })).toBe(false);
    expect(counts(actor('Volunteer', 'vol-1', ['editTimeEntryTime']), { totalSeconds: 60 })).toBe(false);
    expect(counts(admin, { totalSeconds: 60 }, { personId: 'admin-1' })).toBe(false);
  });
});

describe('changedParts', () => {
  it('names every changed part once', () => {
    expect(changedParts(entry, { ...entry, taskId: 't', isTangible: false, notes: 'n' })).toEqual([
      'description',
      'isTangible',
      'project',
    ]);
  });
});

describe('canDeleteTimeEntry', () => {
  it('lets a volunteer delete their own entry of today only', () => {
    expect(canDeleteTimeEntry(volunteer, { personId: 'vol-1', dateOfWork: today }, 'Volunteer', today)).toBe(
      true,
    );
    expect(
      canDeleteTimeEntry(volunteer, { personId: 'vol-1', dateOfWork: '2026-11-24' }, 'Volunteer', today),
    ).toBe(false);
    expect(
      canDeleteTimeEntry(
        actor('Volunteer', 'vol-1', ['deleteTimeEntryOwn']),
        { personId: 'vol-1', dateOfWork: '2026-11-01' },
        'Volunteer',
        today,
      ),
    ).toBe(true);
  });

  it('needs deleteTimeEntryOthers or deleteTimeEntry for another’s, and an Owner for an Owner’s', () => {
    const other = { personId: 'x', dateOfWork: today };
    expect(canDeleteTimeEntry(volunteer, other, 'Volunteer', today)).toBe(false);
    expect(
      canDeleteTimeEntry(actor('Volunteer', 'v', ['deleteTimeEntryOthers']), other, 'Volunteer', today),
    ).toBe(true);
    expect(canDeleteTimeEntry(admin, other, 'Volunteer', today)).toBe(true);
    expect(canDeleteTimeEntry(admin, other, 'Owner', today)).toBe(false);
  });
});

describe('seesEditLimitWarning', () => {
  it('is hidden from those who manage others’ profiles', () => {
    expect(seesEditLimitWarning(volunteer)).toBe(true);
    expect(seesEditLimitWarning(admin)).toBe(false);
  });
});
