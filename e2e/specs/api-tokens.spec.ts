// A personal API token from the account menu: made on the page, its secret shown once, used by a
// script as `Authorization: Bearer`, then revoked on the page, after which the API refuses it. The
// person is an Owner made for this test through the API, so no demo account's role is relied upon.
import { apiTokenMessages } from '@hgn/domain/messages';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, checkA11y, demoAccounts, expect, test } from '../fixtures';

const NEW_PASSWORD = 'Tokens!2026x';

/** A new Owner, made by the demo Owner, whose first password is then changed: `{ email, userId }`. */
async function newOwner(
  request: APIRequestContext,
): Promise<{ email: string; firstName: string; userId: string }> {
  const signedIn = await request.post('/api/login', {
    data: { email: demoAccounts.owner.email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const lastName = `Tokens${Date.now().toString(36)}`;
  const email = `ada.${lastName.toLowerCase()}@example.org`;
  const created = await request.post('/api/userprofile', {
    headers: { authorization: token },
    data: { firstName: 'Ada', lastName, email, role: 'Owner', jobTitle: 'Automation' },
  });
  expect(created.status()).toBe(200);
  const { _id: userId, temporaryPassword } = (await created.json()) as {
    _id: string;
    temporaryPassword: string;
  };
  const first = await request.post('/api/login', { data: { email, password: temporaryPassword } });
  const { resetToken } = (await first.json()) as { resetToken: string };
  const changed = await request.patch('/api/forcepassword', {
    data: { userId, resetToken, newpassword: NEW_PASSWORD },
  });
  expect(changed.ok()).toBe(true);
  return { email, firstName: 'Ada', userId };
}

test('a token made on the API Tokens page works as Bearer until it is revoked there', async ({ page }) => {
  test.slow();
  const owner = await newOwner(page.request);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/i);

  await page.getByRole('button', { name: `Welcome, ${owner.firstName}: account menu` }).click();
  await page.getByRole('menuitem', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/apitokens$/);
  await expect(page.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await expect(page.getByText(apiTokenMessages.empty)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API token' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Browser test script');
  await form.getByRole('combobox', { name: 'Access' }).click();
  await page.getByRole('option', { name: 'write' }).click();
  await form.getByRole('textbox', { name: 'Expires in (days)' }).fill('7');
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(shown.getByText(apiTokenMessages.shownOnce)).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  const secret = (await shown.getByTestId('new-api-token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^hgn_pat_/);
  await checkA11y(page, { passingNotices: 'left out' });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const asScript = { authorization: `Bearer ${secret}` };
  const read = await page.request.get(`/api/userprofile/${owner.userId}`, { headers: asScript });
  expect(read.status()).toBe(200);
  const write = await page.request.patch(`/api/userprofile/${owner.userId}/property`, {
    headers: asScript,
    data: { key: 'weeklycommittedHours', value: 12 },
  });
  expect(write.status()).toBe(200);
  const profile = await page.request.get(`/api/userprofile/${owner.userId}`, { headers: asScript });
  expect(((await profile.json()) as { weeklycommittedHours: number }).weeklycommittedHours).toBe(12);
  expect((await page.request.get('/api/tokens', { headers: asScript })).status()).toBe(403);

  await page.reload();
  const row = page.getByTestId('api-token-row').filter({ hasText: 'Browser test script' });
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Revoke Browser test script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Browser test script”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await checkA11y(page, { passingNotices: 'left out' });

  const refused = await page.request.get(`/api/userprofile/${owner.userId}`, { headers: asScript });
  expect(refused.status()).toBe(401);
});
