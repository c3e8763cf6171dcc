import { describe, expect, it } from 'vitest';
import { maySetFollowUp } from '../followUps';
import { maySuggestTaskEdit } from '../taskEditSuggestions';
import { mayClearOwnTaskNotices, mayNoticeTaskChange, mayReadTaskNotice } from './policies';
import { taskSnapshotInput } from './taskSnapshot';

const actor = (role: string, permissions: string[] = [], userId = 'AAAA-1') => ({
  userId,
  role,
  permissions: new Set(permissions),
});
const noInput = { params: {}, query: {}, body: undefined };

describe('task snapshots', () => {
  it("keeps the task's editable fields and drops the rest", () => {
    expect(
      taskSnapshotInput.parse({
        _id: 'x',
        num: '1.2',
        taskName: 'Dig',
        resources: [{ userID: 'u', profilePic: 'p' }],
      }),
    ).toEqual({ taskName: 'Dig', resources: [{ userID: 'u' }] });
  });

  it('bounds every field', () => {
    for (const bad of [
      { taskName: 'x'.repeat(501) },
      { hoursBest: -1 },
      { hoursWorst: Infinity },
      { links: ['x'.repeat(2049)] },
      { priority: 'Urgent' },
      { deadlineCount: 0.5 },
      { resources: [{}] },
    ])
      expect(taskSnapshotInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('who may post, read and clear task notices', () => {
  it("lets task updaters and the task's own people post; a missing task goes through to its 404", () => {
    expect(mayNoticeTaskChange(actor('Manager', ['updateTask']), noInput, [])).toBe(true);
    expect(mayNoticeTaskChange(actor('Volunteer'), noInput, ['aaaa-1'])).toBe(true);
    expect(mayNoticeTaskChange(actor('Volunteer'), noInput, ['bbbb-2'])).toBe(false);
    expect(mayNoticeTaskChange(actor('Volunteer'), noInput, undefined)).toBe(true);
  });

  it('lets only the person notified read a notice, and clear by either id order', () => {
    expect(mayReadTaskNotice(actor('Owner', ['updateTask']), noInput, 'bbbb-2')).toBe(false);
    expect(mayReadTaskNotice(actor('Volunteer'), noInput, 'aaaa-1')).toBe(true);
    const clear = (first: string, second: string) =>
      mayClearOwnTaskNotices(actor('Volunteer'), {
        ...noInput,
        params: { firstId: first, secondId: second },
      });
    expect(clear('aaaa-1', 'task')).toBe(true);
    expect(clear('task', 'aaaa-1')).toBe(true);
    expect(clear('task', 'bbbb-2')).toBe(false);
  });

  it('keeps follow-ups from Volunteers and suggestions in the suggester’s own name', () => {
    expect(maySetFollowUp(actor('Volunteer'))).toBe(false);
    expect(maySetFollowUp(actor('Mentor'))).toBe(true);
    const body = (userId: string) => ({ ...noInput, body: { userId } });
    expect(maySuggestTaskEdit(actor('Volunteer', ['suggestTask']), body('aaaa-1'))).toBe(true);
    expect(maySuggestTaskEdit(actor('Volunteer', ['suggestTask']), body('bbbb-2'))).toBe(false);
    expect(maySuggestTaskEdit(actor('Volunteer'), body('aaaa-1'))).toBe(false);
  });
});
