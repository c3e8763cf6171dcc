// What every browser test stands on: axe-core on each page it visits (serious and critical violations
// fail the test), no console errors, and signing in as one of the demo organisation's people.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '../apps/server/src/seed/demo-people';

export { expect };

export type DemoAccountKey = keyof typeof demoAccounts;
export type DemoAccount = (typeof demoAccounts)[DemoAccountKey];
export { DEMO_PASSWORD, demoAccounts };

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Waits (2 s at most) for the page's finite animations and transitions to end: a notice still fading
 * in has the colours of half its opacity, which axe would measure as they are at that instant.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * Runs axe-core on the page as it is now; call it after each navigation once the page has its content.
 * `passingNotices: 'left out'` scans the page without the notices over it, for a moment the test did
 * not choose, when one may start fading out during the scan (its colours then measured at half their
 * opacity).
 */
export async function checkA11y(
  page: Page,
  { passingNotices = 'scanned' }: { passingNotices?: 'scanned' | 'left out' } = {},
): Promise<void> {
  await settleAnimations(page);
  const axe = new AxeBuilder({ page });
  if (passingNotices === 'left out') axe.exclude('.mantine-Notifications-root');
  const { violations } = await axe.analyze();
  const blocking = violations
    .filter((violation) => violation.impact && blockingImpacts.has(violation.impact))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ');
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
      return `${violation.id} (${violation.impact}): ${violation.help} at ${where}. ${why}`;
    });
  expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

const isOnLogin = (page: Page): boolean => /^\/login\/?$/i.test(new URL(page.url(), 'http://x').pathname);

/**
 * Signs in through the login form, opening /login first unless the page already shows it (as after a
 * redirect), and waits until the app has left /login. `who` is a role's demo account, or any person of
 * the demo organisation by e-mail (all share DEMO_PASSWORD).
 */
export async function signIn(page: Page, who: DemoAccountKey | { email: string }): Promise<void> {
  const account = typeof who === 'string' ? demoAccounts[who] : who;
  if (!isOnLogin(page)) await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login\/?(\?|#|$)/i);
}

/**
 * Opens one of the header's menu groups ("Reports", "Other Links") and returns its menu. A dropdown whose
 * button moves while it opens (the header lays itself out again as the timer connects and the owner's
 * message arrives) may hide itself, so the group is opened again until its menu shows.
 */
export async function openHeaderMenu(page: Page, name: string): Promise<Locator> {
  const group = page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name });
  const menu = page.getByRole('menu');
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    await group.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return menu;
}

/** The header's "Other Links" menu, opened. */
export const openOtherLinks = (page: Page): Promise<Locator> => openHeaderMenu(page, 'Other Links');

/** The signed-in user's token, as the app keeps it. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'a session token in localStorage').toBeTruthy();
  return token ?? '';
}

/** The id of a demo person found by name through the API, as the signed-in user. */
export async function userIdOf(page: Page, fullName: string): Promise<string> {
  const token = await storedToken(page);
  const res = await page.request.get(`/api/userprofile/autocomplete/${encodeURIComponent(fullName)}`, {
    headers: { authorization: token },
  });
  expect(res.ok()).toBe(true);
  const [person] = (await res.json()) as { _id: string }[];
  expect(person, `a user named ${fullName}`).toBeTruthy();
  return person?._id ?? '';
}

interface ShellFixtures {
  /** Console errors matching one of these are expected by the test (e.g. a deliberate failure). */
  allowedConsoleErrors: RegExp[];
  consoleErrorsFail: void;
  a11yAfterEach: void;
}

// Chromium reports every 4xx/5xx response as a console error; the tests assert on those responses themselves.
const resourceFailure = /^Failed to load resource: the server responded with a status of \d+/;

let testsInWorker = 0;

export const test = base.extend<ShellFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // Every test is its own client (documentation addresses, 192.0.2.0/24), so the per-address sign-in
  // limit applies per test as it would per person; the server trusts the header only in these runs.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testsInWorker += 1;
    const client = `192.0.2.${(testInfo.workerIndex * 100 + testsInWorker) % 250}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': client });
  },

  consoleErrorsFail: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (resourceFailure.test(text) || allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use();
      expect(errors, `console errors: ${errors.join(' | ')}`).toEqual([]);
    },
    { auto: true },
  ],

  // The page a test ends on is checked too, so a test that forgets checkA11y still checks something;
  // a notice the test's last step raised may be closing by then, so the notices are left out here.
  a11yAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith('http')) return;
      await checkA11y(page, { passingNotices: 'left out' });
    },
    { auto: true },
  ],
});
