import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { mayReadTimeEntriesOf } from '../timeEntries/policies';
import { usersTimeEntriesInput } from '../timeEntries/timeEntries.schema';
import { timeEntryMessages } from '../messages/timeEntries.messages';
import { mayViewTeamTasks } from './policies';

const actor = (role: string, permissions: string[] = []): Actor => ({
  userId: 'AB-1',
  role,
  permissions: new Set(permissions),
});
const input = (userId: string) => ({ params: { userId }, query: {}, body: undefined });

describe('who sees whose team tasks', () => {
  it("lets anyone see their own, and others' only to Owners, Administrators and viewers of any dashboard", () => {
    expect(mayViewTeamTasks(actor('Volunteer'), input('ab-1'))).toBe(true);
    expect(mayViewTeamTasks(actor('Volunteer'), input('cd-2'))).toBe(false);
    expect(mayViewTeamTasks(actor('Manager'), input('cd-2'))).toBe(false);
    expect(mayViewTeamTasks(actor('Administrator'), input('cd-2'))).toBe(true);
    expect(mayViewTeamTasks(actor('Owner'), input('cd-2'))).toBe(true);
    expect(mayViewTeamTasks(actor('Core Team', ['seeUsersInDashboard']), input('cd-2'))).toBe(true);
  });

  it('reads the time entries of the people of one’s own table only, unless one may view any dashboard', () => {
    const visible = new Set(['ab-1', 'cd-2']);
    expect(mayReadTimeEntriesOf(actor('Volunteer'), ['AB-1', 'cd-2'], visible)).toBe(true);
    expect(mayReadTimeEntriesOf(actor('Volunteer'), ['cd-2', 'ef-3'], visible)).toBe(false);
    expect(mayReadTimeEntriesOf(actor('Administrator'), ['ef-3'], new Set())).toBe(true);
    expect(mayReadTimeEntriesOf(actor('Volunteer'), ['ab-1'], new Set())).toBe(true);
    expect(mayReadTimeEntriesOf(actor('Volunteer'), ['ab-1', 'cd-2'], new Set())).toBe(false);
  });

  it('takes a period of at most 31 days that does not end before it starts', () => {
    const parse = (fromDate: string, toDate: string) =>
      usersTimeEntriesInput.safeParse({ users: ['x'], fromDate, toDate });
    expect(parse('2026-11-01', '2026-12-01').success).toBe(true);
    expect(parse('2026-11-01', '2026-12-02').error?.issues[0]?.message).toBe(
      timeEntryMessages.rangeTooLong(31),
    );
    expect(parse('2026-11-02', '2026-11-01').error?.issues[0]?.message).toBe(
      timeEntryMessages.invalidDateRange,
    );
    expect(parse('2026-11-01T08:00:00.000Z', '2026-11-01').data?.fromDate).toBe('2026-11-01');
  });
});
