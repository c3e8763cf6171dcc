import { readFile } from 'node:fs/promises';
import { formatWeekdayUS, weekRange } from '@hgn/domain/time';
import { demoHistory } from '../../apps/server/src/seed/demo-history';
import { checkA11y, demoAccounts, expect, signIn, test } from '../fixtures';
import { chooseDarkMode } from '../timeLog';

test('an Owner reads the total org summary and exports the teams table as CSV', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/totalorgsummary');
  await expect(page.getByRole('heading', { name: 'Total Org Summary', level: 1 })).toBeVisible();
  // The segmented control's radios are hidden behind their labels, which take the click.
  await page.getByText('This year', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'This year' })).toBeChecked();
  const figures = page.getByRole('list', { name: 'Volunteer figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Active volunteers' })).toContainText(
    /from \d/,
  );
  await expect(
    page.getByRole('img', {
      name: /^Volunteers by average weekly tangible hours: 0-10 hours \d+ volunteers/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await checkA11y(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the teams as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^org-summary-teams-\d{4}-01-01-to-\d{4}-12-31\.csv$/);
  const bytes = await readFile(await download.path());
  // UTF-8 with its byte-order mark, a header row, then one row per team of the table.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Team,Team code,Members,Active members,Tangible hours,Intangible hours');
  await expect(page.getByRole('table', { name: 'Teams' }).getByRole('row')).toHaveCount(lines.length);
});

test('an Owner reads last week’s tangible hours, the demo organisation’s own', async ({ page }) => {
  // Other journeys log time today, or intangible time a week back: last week's tangible time is the seed's.
  const lastWeek = weekRange(new Date(), -1);
  const seconds = demoHistory(new Date())
    .entries.filter(
      (entry) =>
        entry.isTangible && entry.dateOfWork >= lastWeek.startDate && entry.dateOfWork <= lastWeek.endDate,
    )
    .reduce((sum, entry) => sum + entry.totalSeconds, 0);
  expect(seconds).toBeGreaterThan(0);
  const hours = (seconds / 3600).toLocaleString('en-US', { maximumFractionDigits: 2 });

  await signIn(page, 'owner');
  await page.goto('/totalorgsummary');
  await page.getByText('Last week', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last week' })).toBeChecked();
  const figures = page.getByRole('list', { name: 'Volunteer figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: /^Tangible hours/ })).toContainText(
    `Tangible hours${hours}`,
  );
  await expect(
    page.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ hasText: 'Housing Builders' }),
  ).toBeVisible();
  await checkA11y(page);
});

test('on a phone, the summary shows the four weeks that have ended and every bar’s value whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner');
  await page.goto('/totalorgsummary');
  await expect(page.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
  const [first, last] = [weekRange(new Date(), -4).startDate, weekRange(new Date(), -1).endDate];
  await expect(
    page.getByText(`Showing ${formatWeekdayUS(first)} to ${formatWeekdayUS(last)}, Pacific time.`),
  ).toBeVisible();
  // Every value written in a chart lies inside the chart, wholly on the screen.
  const charts = page.getByRole('img', { name: /^(Tangible hours by category|Volunteers by|Hours by team)/ });
  await expect(charts).toHaveCount(3);
  const overflowing = await charts.evaluateAll((shown: Element[]): (string | null)[] =>
    shown.flatMap((chart) => {
      const box = chart.getBoundingClientRect();
      return Array.from(chart.querySelectorAll<Element>('span, text'))
        .filter((span) => span.childElementCount === 0 && getComputedStyle(span).visibility === 'visible')
        .filter((span) => {
          const text = span.getBoundingClientRect();
          return text.left < box.left || text.right > box.right + 0.5 || text.right > window.innerWidth;
        })
        .map((span) => span.textContent);
    }),
  );
  expect(overflowing).toEqual([]);
});

test('a Manager, admitted by role, chooses a custom period in dark mode', async ({ page }) => {
  await signIn(page, 'manager');
  await chooseDarkMode(page, demoAccounts.manager.firstName);
  await page.goto('/totalorgsummary');
  await page.getByText('Custom', { exact: true }).click();
  const to = page.getByLabel('Period to');
  await to.fill('2000-01-01');
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await checkA11y(page);
});

test('a Volunteer who opens /totalorgsummary is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'volunteer');
  await page.goto('/totalorgsummary');
  await expect(page).toHaveURL(/\/dashboard$/);
});
