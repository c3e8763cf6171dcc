import type { APIRequestContext, Page } from '@playwright/test';
import { addPacificDays, formatUS, pacificDate, startOfWeek } from '@hgn/domain/time';
import { checkA11y, expect, signIn, test } from '../fixtures';
import {
  apiToken,
  chooseDarkMode,
  demoVolunteer,
  notesWithLink,
  pacificDay,
  postEntry,
  projectIdOf,
} from '../timeLog';

// Fatima logs time in no other journey: her hours this week are this file's alone.
const fatima = demoVolunteer('fatima.elidrissi@example.org');
const FATIMA_HOURS = 12.5;

/**
 * Fatima has logged 12.5 tangible hours today (1.25 times her 10-hour commitment: over-committed, dark
 * green), logged by herself through the API unless an earlier test of this file did.
 */
async function fatimaHasLoggedHours(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, fatima.email);
  const me = (await (
    await request.get(`/api/userprofile/autocomplete/${encodeURIComponent(fatima.fullName)}`, {
      headers: { authorization: token },
    })
  ).json()) as { _id: string }[];
  const personId = me[0]?._id ?? '';
  const board = (await (
    await request.get(`/api/dashboard/leaderboard/${personId}`, { headers: { authorization: token } })
  ).json()) as { personId: string; totaltangibletime_hrs: number }[];
  const own = board.find((row) => row.personId === personId);
  if ((own?.totaltangibletime_hrs ?? 0) < FATIMA_HOURS) {
    await postEntry(request, token, {
      personId,
      projectId: await projectIdOf(request, token, 'Duplicable City Center'),
      dateOfWork: pacificDay(),
      hours: 12,
      minutes: 30,
      isTangible: true,
      notes: notesWithLink('Village layout'),
    });
  }
  return personId;
}

/**
 * The leaderboard ends the dashboard and loads as it comes into view: scrolled to again while the
 * sections above it still grow.
 */
async function openLeaderboard(page: Page) {
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { name: 'Leaderboard', exact: true });
  const table = page.getByRole('table', { name: 'Leaderboard' });
  await expect(async () => {
    await heading.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(table.getByText(/^HGN Totals: \d+ Members$/)).toBeVisible();
  return table;
}

/** The people's rows (the organisation's row apart). */
const personRows = (page: Page) =>
  page.getByRole('table', { name: 'Leaderboard' }).locator('tr[data-person]');
const rowOf = (page: Page, name: string) =>
  personRows(page).filter({ has: page.getByRole('link', { name }) });

test('a volunteer sees themselves and the members of their teams, without a team filter', async ({
  page,
  request,
}) => {
  await fatimaHasLoggedHours(request);
  await signIn(page, 'volunteer');
  const table = await openLeaderboard(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Status',
    'Name',
    'Progress',
    'Tangible hours',
    'Intangible hours',
    'Total hours',
  ]);
  // Sam's teams are Housing Builders and Energy Innovators; Food Growers is not one of them.
  for (const name of ['Sam Rivera', 'José García', 'Søren Christensen', fatima.fullName])
    await expect(rowOf(page, name)).toHaveCount(1);
  await expect(rowOf(page, 'Ngozi Okafor')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Team:/ })).toHaveCount(0);

  // Fatima's 12.5 of 10 hours: a full green bar and the over-committed dark green.
  const hers = rowOf(page, fatima.fullName);
  await expect(hers.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(hers.locator('[data-color="darkgreen"]')).toHaveText('12.5');
  await expect(hers.getByRole('img', { name: 'Weekly commitment met' })).toBeVisible();

  // A volunteer opens nobody's dashboard from here, their own row included.
  await expect(table.getByRole('button', { name: /View the dashboard/ })).toHaveCount(0);

  // Sam's two weeks off from next Sunday, told on hover and on keyboard focus; Enter opens the details.
  const nextSunday = addPacificDays(pacificDate(startOfWeek(new Date())), 7);
  const lastDay = formatUS(addPacificDays(nextSunday, 13));
  const words = `Sam Rivera has upcoming time off from ${formatUS(nextSunday)} to ${lastDay}`;
  const mark = rowOf(page, 'Sam Rivera').getByRole('button', { name: `${words}: details` });
  await mark.focus();
  await expect(page.getByRole('tooltip', { name: words })).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Time off' });
  await expect(details).toContainText(`Sam Rivera is off from ${formatUS(nextSunday)} to ${lastDay}`);
  await checkA11y(page);
});

test('an owner filters the leaderboard by team and opens a member’s dashboard after confirming', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await openLeaderboard(page);
  // Owners see everyone: people of teams the Owner is not on too.
  await expect(rowOf(page, 'Ngozi Okafor')).toHaveCount(1);
  await expect(rowOf(page, 'Sam Rivera')).toHaveCount(1);

  await page.getByRole('button', { name: 'Team: Show all' }).click();
  await expect(page.getByRole('menuitem', { name: 'Show all' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('menuitem', { name: 'Food Growers' }).click();
  await expect(page.getByRole('button', { name: 'Team: Food Growers' })).toBeVisible();
  const foodGrowers = [
    'Leilani Kahananui',
    'Ngozi Okafor',
    'Chloé Dubois',
    'Kwame Mensah',
    'Anika Müller',
    'Hana Nováková',
  ];
  await expect(personRows(page)).toHaveCount(foodGrowers.length);
  for (const name of foodGrowers) await expect(rowOf(page, name)).toHaveCount(1);
  await expect(rowOf(page, 'Sam Rivera')).toHaveCount(0);
  await checkA11y(page);

  // Back to everyone, by keyboard.
  await page.getByRole('button', { name: 'Team: Food Growers' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Show all' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Show all' }).focus();
  await page.keyboard.press('Enter');
  await expect(rowOf(page, 'Sam Rivera')).toHaveCount(1);
  expect(await personRows(page).count()).toBeGreaterThan(foodGrowers.length);

  // Ngozi's status asks first; the confirmation takes the keyboard.
  const status = rowOf(page, 'Ngozi Okafor').getByRole('button', {
    name: /^View the dashboard of Ngozi Okafor/,
  });
  await status.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'View another dashboard' });
  await expect(dialog).toContainText('Do you want to view the dashboard of Ngozi Okafor?');
  await expect(dialog.getByRole('button', { name: 'View dashboard' })).toBeFocused();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await status.click();
  await dialog.getByRole('button', { name: 'View dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ngozi Okafor' })).toBeVisible();
  await expect(page.getByText("You are viewing Ngozi's dashboard")).toBeVisible();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the search box finds people by name after a pause, in dark mode', async ({ page, request }) => {
  await fatimaHasLoggedHours(request);
  await signIn(page, fatima);
  await chooseDarkMode(page, fatima.firstName);
  await openLeaderboard(page);
  await expect(rowOf(page, fatima.fullName).locator('[data-color="darkgreen"]')).toHaveText('12.5');
  await checkA11y(page);

  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('jose garc');
  // The search waits a second after the last keystroke.
  await expect(personRows(page)).not.toHaveCount(1, { timeout: 500 });
  await expect(personRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'José García')).toHaveCount(1);
  await expect(page.getByText(/^HGN Totals: \d+ Members$/)).toBeVisible();

  await search.fill('nobody by this name');
  await expect(page.getByText('No one on the leaderboard matches “nobody by this name”.')).toBeVisible();
  await checkA11y(page);
  await search.fill('');
  await expect(rowOf(page, fatima.fullName)).toHaveCount(1);
});

test('on a phone the page does not scroll sideways beside a coloured figure, whose words stay in the table', async ({
  page,
  request,
}) => {
  await fatimaHasLoggedHours(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'owner');
  await openLeaderboard(page);
  // Fatima's hours are coloured, with their meaning in words hidden but for screen readers.
  await expect(rowOf(page, fatima.fullName).locator('[data-color="darkgreen"]')).toHaveText('12.5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});
