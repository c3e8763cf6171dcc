import { jobNotificationMessages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, storedToken, test } from '../fixtures';

test('a visitor searches and pages the jobs; an owner adds a CC address to one', async ({ page }) => {
  // A category of this run only, holding more listings than one page shows.
  const run = Date.now().toString(36);
  const category = `Trail ${run}`;
  await signIn(page, 'owner');
  const token = await storedToken(page);
  for (let i = 1; i <= 20; i += 1) {
    const created = await page.request.post('/api/jobs', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: `Trail Builder ${i} ${run}`, category, description: `Path work (${i}) for ${run}` },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto('/collaboration');
  await expect(page.getByRole('heading', { name: 'Job listings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(`) for ${run}`);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(18);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Show Summaries' }).click();
  await expect(
    page.getByRole('region', { name: 'Summaries' }).getByText(`Path work (1) for ${run}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');

  await page.goto('/job-notification-dashboard');
  const job = page.getByRole('region', { name: `Trail Builder 1 ${run}`, exact: true });
  await expect(job).toBeVisible();
  await job
    .getByRole('textbox', { name: `Email for Trail Builder 1 ${run}` })
    .fill(`crew-${run}@example.org`);
  await job.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(job.getByRole('list', { name: `CC list of Trail Builder 1 ${run}` })).toContainText(
    `crew-${run}@example.org`,
  );
  await job
    .getByRole('textbox', { name: `Email for Trail Builder 1 ${run}` })
    .fill(`crew-${run}@example.org`);
  await job.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(job.getByText(jobNotificationMessages.emailExists)).toBeVisible();
  await checkA11y(page);
});
