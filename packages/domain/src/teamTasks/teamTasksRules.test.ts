import { describe, expect, it } from 'vitest';
import {
  firstDayOfPast,
  hasMetCommitment,
  progressBand,
  progressPercent,
  remainingHours,
  seesTaskStatusColumn,
  seesTeamTasksFilters,
  tasksOfRow,
} from './teamTasksRules';

const task = (id: string, completedBy: string[] = [], people: string[] = ['m1']) => ({
  id,
  resources: people.map((userID) => ({
    _id: userID,
    userID,
    name: userID,
    profilePic: '',
    completedTask: completedBy.includes(userID),
    reviewStatus: 'Unsubmitted' as const,
  })),
});

describe('the team tasks rules', () => {
  it("lists six of a member's open tasks unless all are asked for, and counts the ones the member completed", () => {
    const tasks = [
      ...Array.from({ length: 8 }, (_, n) => task(`open${n}`)),
      task('done', ['m1']),
      task('doneByOther', ['m2'], ['m1', 'm2']),
    ];
    const short = tasksOfRow(tasks, 'M1', false);
    expect(short.shown.map((t) => t.id)).toEqual(['open0', 'open1', 'open2', 'open3', 'open4', 'open5']);
    expect(short).toMatchObject({ openCount: 9, completedHidden: 1 });
    expect(tasksOfRow(tasks, 'm1', true).shown).toHaveLength(9);
  });

  it('bands progress in 20-point steps', () => {
    expect([0, 19.9, 20, 45, 60, 80, 99.9, 100, 250].map(progressBand)).toEqual([0, 0, 1, 2, 3, 4, 4, 5, 5]);
    expect(progressPercent({ hoursLogged: 3, estimatedHours: 0 })).toBe(0);
    expect(progressPercent({ hoursLogged: 3, estimatedHours: 4 })).toBe(75);
  });

  it('compares hours with the commitment', () => {
    expect(hasMetCommitment({ weeklycommittedHours: 10, totaltangibletime_hrs: 10 })).toBe(true);
    expect(hasMetCommitment({ weeklycommittedHours: 10, totaltangibletime_hrs: 9.99 })).toBe(false);
    expect(remainingHours({ weeklycommittedHours: 10, totaltangibletime_hrs: 12 })).toBe(0);
    expect(remainingHours({ weeklycommittedHours: 10, totaltangibletime_hrs: 7.5 })).toBe(2.5);
  });

  it('starts the past days today and counts back across months', () => {
    expect(firstDayOfPast('2026-11-25', 1)).toBe('2026-11-25');
    expect(firstDayOfPast('2026-12-02', 7)).toBe('2026-11-26');
  });

  it('shows the filters to the four leading roles and the Status column to Administrators', () => {
    expect(
      ['Administrator', 'Owner', 'Manager', 'Mentor', 'Volunteer', 'Core Team'].map((role) =>
        seesTeamTasksFilters({ role }),
      ),
    ).toEqual([true, true, true, true, false, false]);
    expect(seesTaskStatusColumn({ role: 'Administrator' })).toBe(true);
    expect(seesTaskStatusColumn({ role: 'Owner' })).toBe(false);
  });
});
