import { readFile } from 'node:fs/promises';
import { checkA11y, expect, signIn, test } from '../fixtures';
import { chooseDarkMode, demoVolunteer } from '../timeLog';

// Mateus and Mei-Ling write summaries in no other journey.
const mateus = demoVolunteer('mateus.conceicao@example.org');
const meiLing = demoVolunteer('meiling.chen@example.org');
const summary = `Mateus edited the first cut of the village tour video this week. ${Array.from(
  { length: 50 },
  (_, index) => `scene${index + 1}`,
).join(' ')}`;

test('a volunteer writes this week’s summary, saves it, and moves it to last week', async ({ page }) => {
  await signIn(page, mateus);
  await chooseDarkMode(page, mateus.firstName);
  await page.getByRole('button', { name: 'Weekly summaries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly summaries' });
  await expect(dialog.getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(/^Due \d\d\/\d\d\/\d{4} at midnight Pacific time · .+ left$/)).toBeVisible();

  const editor = dialog.getByRole('textbox', { name: 'Summary of This Week' });
  await editor.click();
  await page.keyboard.type('Mateus edited the first cut.');
  await expect(dialog.getByText('5 words (45 more needed)')).toBeVisible();
  await expect(dialog.getByText('The summary must contain a minimum of 50 words.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await checkA11y(page);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(summary);
  await expect(dialog.getByText('62 words')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Link to your media files' })
    .fill('https://drive.example.org/mateus');
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('✔ The data was saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again: the summary is stored; it moves to last week after a confirmation, made by Save.
  const moveToLastWeek = async () => {
    await page.getByRole('button', { name: 'Weekly summaries' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Summary of This Week' })).toContainText('scene50');
    await dialog.getByRole('button', { name: 'Move This Summary' }).click();
    await page.getByRole('menuitem', { name: 'To Last Week' }).click();
    const confirm = page.getByRole('dialog', { name: 'Move This Summary' });
    await expect(confirm).toContainText('Move the summary of This Week to Last Week?');
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Move to Last Week' }).click();
    await expect(dialog.getByRole('tab', { name: 'Last Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Summary of Last Week' })).toContainText('scene50');
  };
  await moveToLastWeek();
  await dialog.getByRole('tab', { name: 'This Week' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'This Week' }).getByText('0 words')).toBeVisible();
  // Cancel drops the move: the summary is still this week's.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await moveToLastWeek();
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The time log's Weekly Summaries tab reads it under last week.
  await page.goto('/timelog#weeklySummaries');
  const lastWeek = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Last Week' }) });
  await expect(lastWeek).toContainText('scene50');
  await checkA11y(page);
});

test('a volunteer writes a week’s summary in place on the time log', async ({ page }) => {
  await signIn(page, meiLing);
  await page.goto('/timelog#weeklySummaries');
  const thisWeek = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'This Week' }) });
  await expect(thisWeek).toContainText('No summary written for this week.');
  await thisWeek.getByRole('button', { name: 'Edit the summary of This Week' }).click();
  await thisWeek.getByRole('textbox', { name: 'Summary of This Week' }).click();
  await page.keyboard.type('Mei-Ling interviewed three volunteers.');
  await thisWeek.getByRole('button', { name: 'Save' }).click();
  await expect(thisWeek.getByText('Please enter a valid summary with at least 50 words.')).toBeVisible();
  await checkA11y(page);

  await thisWeek.getByRole('textbox', { name: 'Summary of This Week' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(` ${Array.from({ length: 50 }, (_, index) => `note${index + 1}`).join(' ')}`);
  await thisWeek
    .getByRole('textbox', { name: 'Link to your media files' })
    .fill('https://drive.example.org/meiling');
  for (const box of await thisWeek.getByRole('checkbox').all()) await box.check();
  await thisWeek.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('✔ The data was saved successfully!')).toBeVisible();
  await expect(thisWeek.getByRole('textbox')).toHaveCount(0);
  await expect(thisWeek).toContainText('Mei-Ling interviewed three volunteers. note1');
  await expect(thisWeek).toContainText('note50');
});

test('an administrator exports the report’s week as a CSV file', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/weeklysummariesreport');
  await expect(page.getByRole('tab', { name: 'This Week' })).toBeVisible();
  await page.getByRole('tab', { name: 'Last Week' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('weekly-summaries-last-week.csv');
  const path = await download.path();
  const bytes = await readFile(path);
  // UTF-8 with its byte-order mark, a header row, then one row per active person.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'First name,Last name,Email,Role,Team code,Teams,Colour,Committed hours,Tangible hours,Summary status,Summary,Media URL,Google Doc,Total valid summaries,Bio',
  );
  expect(
    lines.some((line) => line.startsWith('Ana Lúcia,Ferreira,ana.ferreira@example.org,Volunteer,')),
  ).toBe(true);
  await checkA11y(page);
});

test('a manager narrows the weekly summaries report to one team', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/weeklysummariesreport');
  await expect(page.getByRole('tab', { name: 'This Week' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Team', exact: true }).click();
  await page.getByRole('option', { name: 'Food Growers' }).click();
  await page.keyboard.press('Escape');
  // The team's six active members, Core Team member included, and nobody from another team.
  await expect(page.getByRole('status').filter({ hasText: 'Total valid summaries' })).toHaveText(
    /of 6 shown$/,
  );
  await expect(page.getByRole('link', { name: 'Ngozi Okafor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Lúcia Ferreira' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'next page' })).toHaveCount(0);
  await checkA11y(page);
});
