// The ways in besides a plain sign-in: a forgotten password through the outbox and the forced change,
// changing one's password, and an invitation through profile set-up. The error placements of the
// sign-in form are covered in shell.spec.ts.
import { forgotPasswordMessages, passwordMessages, setupMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, checkA11y, expect, signIn, storedToken, test } from '../fixtures';
import { readOutboxMessage } from '../outbox';

// The long flows below call test.slow(): several sign-ins hash passwords and axe runs on each page.

// Demo volunteers no other browser test signs in as: these tests change their passwords.
const forgetful = { email: 'hana.novakova@example.org', firstName: 'Hana', lastName: 'Nováková' };
const changer = { email: 'aroha.ngata@example.org' };

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto('/Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userid: string })
    .userid;

test('a forgotten password: temporary password from the outbox, forced change, then the new one works', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(forgotPasswordMessages.emailRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(forgetful.email);
  await page.getByRole('textbox', { name: 'First name' }).fill(forgetful.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Somebody Else');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(forgotPasswordMessages.failed);

  await page.getByRole('textbox', { name: 'Last name' }).fill(forgetful.lastName.toUpperCase());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(forgotPasswordMessages.sent)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'owner');
  const email = await readOutboxMessage(page, forgetful.email, 'Account Password change');
  const temporary = /temporary password: (\S+)/.exec(email)?.[1];
  expect(temporary, 'a temporary password in the e-mail').toBeTruthy();
  await signOut(page);

  await signInWith(page, forgetful.email, temporary ?? '');
  await expect(page).toHaveURL(/\/forcePasswordUpdate\/[0-9a-f-]+$/i);
  expect(page.url()).not.toContain('resetToken');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpassword');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('weakpassword');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(passwordMessages.forcedChangeRule)).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh!pass1');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh!pass1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(passwordMessages.forcedChangeSuccess)).toBeVisible();

  await signInWith(page, forgetful.email, 'Fresh!pass1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the forced-change page opened directly explains that it follows a sign-in', async ({ page }) => {
  await page.goto('/forcePasswordUpdate/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(passwordMessages.forcedChangeNeedsSignIn)).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("changing one's password signs out, and the new password is the one that works", async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await signInWith(page, changer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const userId = userIdOf(await storedToken(page));

  await page.goto(`/updatepassword/${userId}`);
  await expect(page.getByRole('heading', { name: 'Update Password' })).toBeVisible();
  await checkA11y(page);
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  await current.fill('Not-the-password1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed!pass2');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Changed!pass2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(current).toHaveAccessibleDescription(passwordMessages.incorrectCurrent);

  await current.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(passwordMessages.changeSuccess)).toBeVisible();

  await signInWith(page, changer.email, DEMO_PASSWORD);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(
    /Invalid password/,
  );
  await signInWith(page, changer.email, 'Changed!pass2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an invitation leads through profile set-up to the dashboard, and its link works once', async ({
  page,
}) => {
  test.slow();
  const invitee = `e2e.invitee.${Date.now()}@example.org`;
  await signIn(page, 'owner');
  const invited = await page.request.post('/api/getInitialSetuptoken', {
    data: { email: invitee, weeklyCommittedHours: 12 },
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(invited.status()).toBe(200);
  expect(await invited.json()).toEqual({ sent: true });

  const email = await readOutboxMessage(page, invitee, 'Complete your Highest Good Network profile setup');
  const setupPath = /\/ProfileInitialSetup\/[A-Za-z0-9_-]+/.exec(email)?.[0];
  expect(setupPath, 'a set-up link in the e-mail').toBeTruthy();
  await signOut(page);

  await page.goto(setupPath ?? '/');
  const form = page.getByRole('form', { name: 'Profile setup' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(invitee);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText(setupMessages.firstNameRequired)).toBeVisible();
  await expect(page.getByText(setupMessages.timeZoneRequired)).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('amara');
  await page.getByRole('textbox', { name: 'Last name' }).fill('dos santos');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+55 11 5555 0199');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Setup!pass1');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Setup!pass1');
  await page.getByRole('textbox', { name: 'Job title' }).fill('community organiser');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Amara');
  await page.getByRole('radio', { name: 'Discord' }).click();
  await page.getByRole('textbox', { name: 'Location' }).fill('São Paulo');
  await page.getByRole('button', { name: 'Get Time Zone' }).click();
  await expect(page.getByRole('textbox', { name: 'Time zone' })).toHaveValue('America/Sao_Paulo');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(setupMessages.created)).toBeVisible();
  await expect(page.getByRole('main').getByText('Amara Dos Santos').first()).toBeVisible();
  await checkA11y(page);

  await page.goto(setupPath ?? '/');
  await expect(page.getByRole('alert')).toContainText(
    setupMessages.invalidLinkReason('SETUP_ALREADY_COMPLETED'),
  );
  await expect(page.getByText(setupMessages.invalidLinkHelp)).toBeVisible();
});

test('an unknown set-up link shows the invalid-link page', async ({ page }) => {
  await page.goto('/ProfileInitialSetup/not-a-real-token');
  await expect(page.getByRole('alert')).toContainText(setupMessages.invalidLinkReason('NOT_FOUND'));
  await expect(page.getByText(setupMessages.invalidLinkHelp)).toBeVisible();
  await checkA11y(page);
});
