import { readFile } from 'node:fs/promises';
import { checkA11y, expect, signIn, test } from '../fixtures';

test('an Owner opens a person’s report from the reports page, changes its period and exports it', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await page.goto('/reports');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('Ana Lúcia');
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('link', { name: 'Ana Lúcia Ferreira' })).toBeVisible();
  await checkA11y(page);

  await people.getByRole('link', { name: 'Ana Lúcia Ferreira' }).click();
  await expect(page.getByRole('heading', { name: 'Ana Lúcia Ferreira', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
  await page.getByText('This year', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-01-01&to=\d{4}-12-31/);
  await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-01-01$/);
  // The section and the scrolling table in it are both named after the table; Ana logs her time on one project.
  const hoursByProject = page.getByRole('region', { name: 'Hours by project' }).first();
  await expect(hoursByProject.getByRole('row').filter({ hasText: 'Open Learning Library' })).toBeVisible();
  await checkA11y(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Hours by project as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Ana_L_cia_Ferreira-hours-by-projects-\d{4}-01-01-to-\d{4}-12-31\.csv$/,
  );
  const bytes = await readFile(await download.path());
  // UTF-8 with its byte-order mark, a header row, then one row per project.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Project,Tangible hours,Intangible hours,Total hours');
  expect(lines[1]).toMatch(/^Open Learning Library,\d+(\.\d+)?,/);
});
