import type { TimeEntryJson } from '@hgn/domain/timeEntries';

/** A tangible hour and a half of Vera's on a task, as GET /TimeEntry/user/... sends it, changed by `overrides`. */
export const sampleTimeEntry = (overrides: Partial<TimeEntryJson> = {}): TimeEntryJson => ({
  _id: 'e1',
  entryType: 'default',
  personId: '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00',
  projectId: 'p1',
  wbsId: 'w1',
  taskId: 't1',
  teamId: null,
  dateOfWork: '2026-11-24',
  notes: 'Planted the hedge along the north fence and wrote it up at https://docs.example.org/hedge',
  isTangible: true,
  createdDateTime: '2026-11-24T18:00:00.000Z',
  lastModifiedDateTime: '2026-11-24T18:00:00.000Z',
  isActive: true,
  projectName: 'Garden',
  projectCategory: 'food',
  wbsName: 'Hedges',
  taskName: 'Plant the hedge',
  hours: 1,
  minutes: 30,
  ...overrides,
});
