import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { authMessages, shellMessages } from '@hgn/domain/messages';
import { checkA11y, demoAccounts, expect, signIn, storedToken, test } from '../fixtures';

const hashFile = path.resolve(import.meta.dirname, '../../apps/web/dist/hash.txt');

test.describe('signing in', () => {
  test('the owner reaches the dashboard with their name', async ({ page }) => {
    const { firstName, lastName } = demoAccounts.owner;
    await signIn(page, 'owner');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('main').getByText(`${firstName} ${lastName}`).first()).toBeVisible();
    await checkA11y(page);
  });

  test('a wrong password is reported on the password field', async ({ page }) => {
    await page.goto('/login');
    await checkA11y(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
      authMessages.invalidPassword,
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown e-mail address is reported on the email field', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody-here@example.org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      authMessages.usernameNotFound,
    );
  });
});

test('a signed-out visitor goes to /login and then back to the page first asked for', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/emailoutbox');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'owner');
  await expect(page).toHaveURL(/\/emailoutbox$/);
  await expect(page).toHaveTitle(/^Email Outbox/);
  await checkA11y(page);
});

test('dark mode chosen in the Welcome menu survives a reload and a new sign-in', async ({
  page,
  browser,
}) => {
  const account = demoAccounts.mentor;
  await signIn(page, account);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: new RegExp(`Welcome,? ${account.firstName}`) }).click();
  const saved = page.waitForResponse((response) =>
    /\/api\/userprofile\/[^/]+\/preferences$/i.test(new URL(response.url()).pathname),
  );
  await page.getByRole('menuitem', { name: /dark mode/i }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkA11y(page);

  await page.reload();
  await expect(
    page.getByRole('button', { name: new RegExp(`Welcome,? ${account.firstName}`) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // A browser that has never seen this user learns the choice from the server.
  const context = await browser.newContext();
  try {
    const elsewhere = await context.newPage();
    await signIn(elsewhere, account);
    await expect(elsewhere.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  } finally {
    await context.close();
  }
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await signIn(page, 'volunteer');
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText(shellMessages.pageNotFound)).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: shellMessages.backHome }).click();
  await expect(page).toHaveURL(/\/(dashboard)?$/);
});

test('a banner offers the newer version when hash.txt changes', async ({ page }) => {
  const original = await readFile(hashFile, 'utf8');
  try {
    await signIn(page, 'manager');
    // The app must have read the current hash before it changes: load a fresh page and wait for
    // its first read (a check still in flight when the file changes would take the newer hash as
    // the one it started with).
    const firstRead = page.waitForResponse((response) => response.url().endsWith('/hash.txt'));
    await page.reload();
    await (await firstRead).finished();
    await expect(page.getByText(shellMessages.newVersionAvailable)).toBeHidden();

    await writeFile(hashFile, `${original.trim()}-newer\n`);
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByText(shellMessages.newVersionAvailable)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: shellMessages.reload })).toBeVisible();
    await checkA11y(page);
  } finally {
    await writeFile(hashFile, original);
  }
});

test('a session the server no longer accepts signs the user out with a message', async ({ page }) => {
  await signIn(page, 'owner');
  const token = await storedToken(page);
  // Leave the app first: a request of the open page could otherwise meet the 401, sign out there,
  // and the reason would not survive the page load below.
  await page.goto('about:blank');
  const logout = await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);

  await page.goto('/emailoutbox');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(shellMessages.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
