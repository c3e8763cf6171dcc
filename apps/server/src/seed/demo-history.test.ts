import { notesProblems } from '@hgn/domain/timeEntries';
import { addPacificDays, pacificDate, weekRange } from '@hgn/domain/time';
import { SUMMARY_MIN_WORDS, wordsOfSummary } from '@hgn/domain/weeklySummaries';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../platform/html/rich-text.js';
import { DEMO_HISTORY_WEEKS, demoHistory, demoRhythms } from './demo-history.js';
import { datedDemoRecords, demoProjects } from './demo-organisation.js';
import { demoPeople } from './demo-people.js';

// A Thursday afternoon Pacific: this week has Sunday to Wednesday behind it.
const now = new Date('2026-11-19T22:00:00Z');
const today = '2026-11-19';
const { entries, summaries } = demoHistory(now);
const dated = datedDemoRecords(now);
const sundays = new Map([...DEMO_HISTORY_WEEKS, 1].map((week) => [week, weekRange(now, week).startDate]));
const sundayOf = (week: number) => sundays.get(week)!;
const weekOf = (day: string) =>
  DEMO_HISTORY_WEEKS.find((week) => day >= sundayOf(week) && day < sundayOf(week + 1));
const hoursOf = (email: string, week: number, isTangible = true) =>
  entries
    .filter((e) => e.email === email && weekOf(e.dateOfWork) === week && e.isTangible === isTangible)
    .reduce((sum, e) => sum + e.totalSeconds, 0) / 3600;

describe('the demo history', () => {
  it('logs time for most people, on their projects and tasks, up to this morning, with notes the rules accept', () => {
    const loggers = new Set(entries.map((e) => e.email));
    expect(loggers.size).toBeGreaterThanOrEqual(demoPeople.length - 2);
    expect(entries.length).toBeGreaterThan(500);
    expect(entries.some((e) => !e.isTangible)).toBe(true);
    for (const entry of entries) {
      const project = demoProjects.find((p) => p.name === entry.project)!;
      expect(project.members).toContain(entry.email);
      if (entry.task) {
        const task = dated.work.flatMap((w) => w.tasks).find((t) => t.name === entry.task)!;
        expect(task.people).toContain(entry.email);
      }
      expect(entry.dateOfWork <= today).toBe(true);
      expect(weekOf(entry.dateOfWork)).toBeDefined();
      expect(entry.totalSeconds % 1800).toBe(0);
      expect(entry.totalSeconds).toBeGreaterThan(0);
      expect(notesProblems(entry.notes), entry.notes).toEqual([]);
      expect(entry.loggedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('logs the hours of the table in each whole week, away on time off, and short where a blue square says so', () => {
    for (const rhythm of demoRhythms)
      DEMO_HISTORY_WEEKS.filter((week) => week < 0).forEach((week, index) => {
        const away = dated.timeOffRequests.some(
          (r) =>
            r.email === rhythm.email && r.startingDate <= sundayOf(week) && r.endingDate >= sundayOf(week),
        );
        expect(rhythm.tangibleHours[index] === null, `${rhythm.email} away in week ${week}`).toBe(away);
        expect(hoursOf(rhythm.email, week)).toBe(rhythm.tangibleHours[index] ?? 0);
        expect(hoursOf(rhythm.email, week, false)).toBe(away ? 0 : rhythm.intangibleHours);
      });
    expect(hoursOf('lukasz.kowalski@example.org', -5)).toBe(4);
    expect(hoursOf('zoe.vanderberg@example.org', -4)).toBe(5);
    const committed = new Map(demoPeople.map((p) => [p.email, p.weeklyCommittedHours]));
    const lastWeek = demoRhythms.map((r) => hoursOf(r.email, -1) >= committed.get(r.email)!);
    expect(lastWeek).toContain(true);
    const thisWeek = demoRhythms.map((r) => hoursOf(r.email, 0) >= committed.get(r.email)!);
    expect(thisWeek).toContain(false);
  });

  it('logs this morning’s work of those who volunteer on the day, also on a Sunday, when the week has just begun', () => {
    const todaysOf = (at: Date) => demoHistory(at).entries.filter((e) => e.dateOfWork === pacificDate(at));
    // Sunday 6 December 2026, 11:00 Pacific.
    const sunday = new Date('2026-12-06T19:00:00Z');
    const sundays = todaysOf(sunday);
    const volunteersOnSundays = demoRhythms.filter((r) => r.days.includes(0) && r.tangibleHours.at(-1)! > 0);
    expect(new Set(sundays.map((e) => e.email))).toEqual(new Set(volunteersOnSundays.map((r) => r.email)));
    for (const entry of sundays) {
      expect(entry.isTangible).toBe(true);
      expect(entry.loggedAt.getTime()).toBeLessThan(sunday.getTime());
      expect(notesProblems(entry.notes), entry.notes).toEqual([]);
    }
    const thursdays = todaysOf(now);
    expect(thursdays.length).toBeGreaterThan(5);
    expect(thursdays.map((e) => e.email)).not.toContain('priya.raghunathan@example.org');
  });

  it('keeps the tasks’ hours under their estimates', () => {
    for (const task of dated.work.flatMap((w) => w.tasks)) {
      const hours =
        entries.filter((e) => e.task === task.name).reduce((sum, e) => sum + e.totalSeconds, 0) / 3600;
      expect(hours, task.name).toBeLessThan(task.estimatedHours);
    }
  });

  it('leaves this week and the past two days of the people the browser tests count untouched', () => {
    const thisWeek = entries.filter((e) => e.dateOfWork >= sundayOf(0));
    expect(thisWeek.length).toBeGreaterThan(0);
    for (const name of ['fatima.elidrissi', 'soren.christensen', 'lukasz.kowalski', 'jose.garcia'])
      expect(thisWeek.filter((e) => e.email === `${name}@example.org`)).toEqual([]);
    // Any day: José's last two days (today and yesterday) are this week's or a Saturday's and Sunday's.
    const joseDays = entries.filter((e) => e.email === 'jose.garcia@example.org').map((e) => e.dateOfWork);
    for (const day of joseDays) expect([5, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    // No seeded entry has the length of the one the time log test finds a week back.
    expect(entries.some((e) => e.totalSeconds === 2 * 3600 + 45 * 60)).toBe(false);
  });

  it('has summaries of fifty words and more for many people and weeks, this week’s for some', () => {
    expect(summaries.length).toBeGreaterThan(150);
    expect(summaries.filter((s) => s.weekStart === sundayOf(0)).length).toBeGreaterThan(0);
    expect(
      new Set(summaries.filter((s) => s.weekStart === sundayOf(-1)).map((s) => s.email)).size,
    ).toBeGreaterThan(20);
    expect(new Set(summaries.map((s) => s.summary)).size).toBeGreaterThan(summaries.length * 0.9);
    for (const summary of summaries) {
      const kept = sanitizeRichText(summary.summary, { pictures: false });
      expect(kept).toBe(summary.summary);
      expect(wordsOfSummary(kept)).toBeGreaterThanOrEqual(SUMMARY_MIN_WORDS);
      expect(summary.uploadedAt.getTime()).toBeLessThan(now.getTime());
    }
    for (const email of ['mateus.conceicao@example.org', 'meiling.chen@example.org'])
      expect(summaries.filter((s) => s.email === email)).toEqual([]);
    const missing = (email: string, week: number) =>
      !summaries.some((s) => s.email === email && s.weekStart === sundayOf(week));
    expect(missing('volunteer@example.org', -2)).toBe(true);
    expect(missing('anika.muller@example.org', -7)).toBe(true);
    const late = summaries.find(
      (s) => s.email === 'diego.hernandez@example.org' && s.weekStart === sundayOf(-3),
    )!;
    expect(late.uploadedAt.getTime()).toBeGreaterThan(
      new Date(`${addPacificDays(sundayOf(-2), 1)}T08:00:00Z`).getTime(),
    );
  });

  it('is the same on every call for the same day', () => {
    expect(demoHistory(new Date(now))).toEqual(demoHistory(now));
  });
});
