import { ROLES } from '@hgn/domain/permissions';
import { weekRange } from '@hgn/domain/time';
import { describe, expect, it } from 'vitest';
import {
  datedDemoRecords,
  demoBadges,
  demoProjects,
  demoTeamCodeOf,
  demoTeams,
} from './demo-organisation.js';
import { DEMO_PASSWORD, demoAccounts, demoPeople } from './demo-people.js';

// Spec 000 section 5: one letter or digit, a hyphen and 3 to 5 letters or digits; or 5 to 7 letters or digits.
const TEAM_CODE = /^([A-Za-z0-9]-[A-Za-z0-9]{3,5}|[A-Za-z0-9]{5,7})$/;

describe('the demo organisation', () => {
  it('has one sign-in per role, all with the demo password', () => {
    expect(DEMO_PASSWORD).toBe('Demo!2026');
    expect(Object.values(demoAccounts).map((account) => account.role)).toEqual([
      'Owner',
      'Administrator',
      'Manager',
      'Mentor',
      'Core Team',
      'Volunteer',
    ]);
    expect(new Set(Object.values(demoAccounts).map((account) => account.role))).toEqual(new Set(ROLES));
  });

  it('has about twenty more volunteers, with unique lowercase e-mails and accented names', () => {
    expect(demoPeople.length).toBeGreaterThanOrEqual(26);
    const emails = demoPeople.map((person) => person.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toBe(email.toLowerCase());
    const names = demoPeople.map((person) => `${person.firstName} ${person.lastName}`);
    expect(names).toEqual(
      expect.arrayContaining(['José García', 'Zoë van der Berg', 'Łukasz Kowalski', 'Thảo Nguyễn']),
    );
    for (const person of demoPeople) {
      expect(person.weeklyCommittedHours).toBeGreaterThan(0);
      expect(Math.abs(person.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(person.lng)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: person.timeZone })).not.toThrow();
    }
  });

  it('has 4 teams with valid codes and 5 projects of different categories, all of known people', () => {
    const known = new Set(demoPeople.map((person) => person.email));
    expect(demoTeams).toHaveLength(4);
    for (const team of demoTeams) {
      expect(team.teamCode).toMatch(TEAM_CODE);
      for (const member of team.members) expect(known).toContain(member);
    }
    expect(demoProjects).toHaveLength(5);
    expect(new Set(demoProjects.map((project) => project.category)).size).toBe(5);
    for (const project of demoProjects) for (const member of project.members) expect(known).toContain(member);
    expect(demoTeamCodeOf(demoAccounts.volunteer.email)).toBe('H-BLD');
    expect(demoBadges).toHaveLength(3);
  });

  it('gives every project a WBS whose tasks are worked on by its members and fall due after the seeding day', () => {
    const now = new Date('2026-11-22T20:00:00Z');
    const { work } = datedDemoRecords(now);
    expect(work.map((w) => w.project).sort()).toEqual(demoProjects.map((p) => p.name).sort());
    for (const { project, tasks } of work) {
      const members = demoProjects.find((p) => p.name === project)!.members;
      expect(tasks.map((t) => t.num)).toEqual(tasks.map((_, i) => String(i + 1)));
      for (const task of tasks) {
        expect(task.people.length).toBeGreaterThan(0);
        for (const person of task.people) expect(members).toContain(person);
        expect(task.dueAt.getTime()).toBeGreaterThan(now.getTime());
      }
    }
    expect(work.some((w) => w.tasks.some((t) => t.people.includes(demoAccounts.volunteer.email)))).toBe(true);
  });

  it('places time off around the seeding day: past, current and upcoming', () => {
    const now = new Date('2026-11-18T20:00:00Z');
    const { timeOffRequests, blueSquares, badgeAwards } = datedDemoRecords(now);
    const thisWeek = weekRange(now);
    const current = timeOffRequests.filter(
      (r) => r.startingDate <= thisWeek.endDate && r.endingDate >= thisWeek.startDate,
    );
    const upcoming = timeOffRequests.filter((r) => r.startingDate > thisWeek.endDate);
    const past = timeOffRequests.filter((r) => r.endingDate < thisWeek.startDate);
    expect(current.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.map((r) => r.email)).toEqual(
      expect.arrayContaining([demoAccounts.volunteer.email, demoAccounts.owner.email]),
    );
    expect(timeOffRequests.find((r) => r.email === demoAccounts.volunteer.email)).toMatchObject({
      startingDate: '2026-11-22',
      endingDate: '2026-12-05',
      durationWeeks: 2,
    });
    for (const square of blueSquares) expect(square.date <= '2026-11-18').toBe(true);
    for (const award of badgeAwards) expect(award.earnedDates).toHaveLength(award.count);
  });

  it('is the same on every call for the same day', () => {
    const now = new Date('2027-03-08T10:00:00Z');
    expect(datedDemoRecords(now)).toEqual(datedDemoRecords(new Date(now)));
  });
});
