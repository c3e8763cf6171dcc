// Steps the time entry and timer journeys share: signing in as a demo volunteer of the seed's table (each
// test its own person, so totals and counted edits are that test's alone), dark mode, the time log's
// week tabs, the time entry form and the API calls that prepare entries.
import type { APIRequestContext, Page } from '@playwright/test';
import { timeEntryMessages } from '../packages/domain/src/messages/timeEntries.messages';
import { demoVolunteers } from '../apps/server/src/seed/demo-people';
import { DEMO_PASSWORD, expect } from './fixtures';

export { timeEntryMessages };

/** A demo volunteer of the seed by e-mail. */
export function demoVolunteer(email: string): { email: string; firstName: string; fullName: string } {
  const person = demoVolunteers.find((candidate) => candidate.email === email);
  expect(person, `a demo volunteer ${email}`).toBeTruthy();
  const { firstName = '', lastName = '' } = person ?? {};
  return { email, firstName, fullName: `${firstName} ${lastName}` };
}

/** Chooses dark mode in the Welcome menu (saved with the person's preferences). */
export async function chooseDarkMode(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: `Welcome, ${firstName}: account menu` }).click();
  await page.getByRole('menuitem', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

/** The time entry form. */
export const entryForm = (page: Page) => page.getByRole('dialog', { name: timeEntryMessages.formTitle });

/** Opens a tab of the time log shown on the page and waits for its totals. */
export async function openWeekTab(page: Page, tab: 'Current Week Timelog' | 'Last Week'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(/^Tangible \d+:\d\d$/)).toBeVisible();
}

/** The section of one day in the open week tab. */
export const daySection = (page: Page, day: string) =>
  page.getByRole('tabpanel').getByRole('region', { name: day });

/** Picks a project (or task) by its name in the form's Project/Task select. */
export async function chooseWork(page: Page, name: string): Promise<void> {
  const form = entryForm(page);
  await form.getByRole('combobox', { name: 'Project/Task' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Project/Task' })).toHaveValue(name);
}

/** Today and a day `daysBack` before it, as `YYYY-MM-DD` in Pacific time (the time log's days). */
export function pacificDay(daysBack = 0): string {
  const now = new Date(Date.now() - daysBack * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(now);
}

/** A day as the time log names it: MM/DD/YYYY. */
export const usDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/** The id of a demo project by name, read through the API with a session token. */
export async function projectIdOf(
  request: APIRequestContext,
  token: string,
  projectName: string,
): Promise<string> {
  const res = await request.get('/api/projects', { headers: { authorization: token } });
  expect(res.ok()).toBe(true);
  const projects = (await res.json()) as { _id: string; projectName: string }[];
  const project = projects.find((candidate) => candidate.projectName === projectName);
  expect(project, `the project ${projectName}`).toBeTruthy();
  return project?._id ?? '';
}

export interface NewEntry {
  personId: string;
  dateOfWork: string;
  hours: number;
  minutes: number;
  projectId: string;
  notes: string;
  isTangible: boolean;
}

/** Logs an entry through the API with a session token; answers its id. */
export async function postEntry(request: APIRequestContext, token: string, entry: NewEntry): Promise<string> {
  const res = await request.post('/api/TimeEntry', { headers: { authorization: token }, data: entry });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { timeEntry: { _id: string } }).timeEntry._id;
}

/** Notes that satisfy the rule: more than ten words and a link. */
export const notesWithLink = (what: string): string =>
  `${what}: wrote up the measurements, checked them twice and shared the results at https://docs.example.org/${encodeURIComponent(what)}`;

/** A session token of a demo account signed in through the API (no page needed). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}
