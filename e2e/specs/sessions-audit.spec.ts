// Where a person is signed in: a person signed in on two browsers ends the other one from the Sessions
// page, and the Owner finds that in the audit log.
import type { Browser, Page } from '@playwright/test';
import { checkA11y, DEMO_PASSWORD, expect, openOtherLinks, signIn, storedToken, test } from '../fixtures';

/** A person of this run only, created by the Owner through the API, whose password is the demo one. */
async function createPerson(owner: Page) {
  const run = Date.now().toString(36);
  const email = `sessions-${run}@example.org`;
  const lastName = `Sessions ${run}`;
  const created = await owner.request.post('/api/userprofile', {
    headers: { authorization: await storedToken(owner) },
    data: {
      firstName: 'Sam',
      lastName,
      email,
      role: 'Volunteer',
      jobTitle: 'Tester',
      password: 'First!pass2026',
    },
  });
  expect(created.status()).toBe(200);
  // A new account chooses its own password at its first sign-in.
  const first = await owner.request.post('/api/login', { data: { email, password: 'First!pass2026' } });
  const { userId, resetToken } = (await first.json()) as { userId: string; resetToken: string };
  const chosen = await owner.request.patch('/api/forcepassword', {
    data: { userId, resetToken, newpassword: DEMO_PASSWORD },
  });
  expect(chosen.status()).toBe(200);
  return { email, name: `Sam ${lastName}` };
}

/** A browser of its own, from an address of its own, signed in as the person. */
async function signedInBrowser(browser: Browser, email: string, address: string, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await signIn(page, { email });
  return page;
}

test('a person ends their other session, which is signed out at its next request, and the Owner sees it audited', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'owner');
  const person = await createPerson(page);
  const laptop = await signedInBrowser(browser, person.email, '198.51.100.61', baseURL!);
  const phone = await signedInBrowser(browser, person.email, '198.51.100.62', baseURL!);

  await phone.getByRole('button', { name: /Welcome,? Sam/ }).click();
  await phone.getByRole('menuitem', { name: 'Sessions' }).click();
  await expect(phone.getByRole('heading', { name: "Where you're signed in" })).toBeVisible();
  const sessions = phone.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  const current = sessions.getByRole('row').filter({ hasText: 'This device' });
  await expect(current).toContainText('198.51.100.62');
  await checkA11y(phone);
  const other = sessions.getByRole('row').filter({ hasText: '198.51.100.61' });
  await other.getByRole('button', { name: /^Sign out/ }).click();
  const confirm = phone.getByRole('dialog', { name: /^Sign out/ });
  await checkA11y(phone);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(phone.getByText('You are signed in on this device only.')).toBeVisible();

  // The ended session's next request is refused, and the app signs it out.
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login/);
  await laptop.context().close();
  await phone.context().close();

  const menu = await openOtherLinks(page);
  await menu.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Session ended' }).click();
  await page.getByRole('combobox', { name: 'Person' }).fill(person.name);
  await page.getByRole('option', { name: person.name }).click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events.getByRole('row').nth(1)).toContainText('Session ended');
  await expect(events.getByRole('row').nth(1)).toContainText(person.name);
  await expect(events.getByRole('row').nth(1)).toContainText('198.51.100.62');
  await checkA11y(page);
});
