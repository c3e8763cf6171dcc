import type { Page } from '@playwright/test';
import { sendNotificationMessages } from '@hgn/domain/notifications';
import { checkA11y, demoAccounts, expect, signIn, test, userIdOf } from '../fixtures';

async function signOut(page: Page): Promise<void> {
  await page.goto('/Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // A fresh page, so nothing left over from the signed-out session can clear the form.
  await page.goto('/login');
}

test('an owner sends a volunteer a notification, who reads it in the header', async ({ page }) => {
  const { firstName, lastName } = demoAccounts.volunteer;
  // Words of this run only, so that the notification found is the one this test sent.
  const words = `Welcome to the garden crew, run ${Date.now().toString(36)}`;

  await signIn(page, 'owner');
  const volunteerId = await userIdOf(page, `${firstName} ${lastName}`);
  await page.goto(`/userprofile/${volunteerId}`);
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Send notification' }).click();
  const dialog = page.getByRole('dialog', { name: `Send a notification to ${firstName} ${lastName}` });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeVisible();
  await checkA11y(page);
  await message.fill(
    `<p>${words}. Read <a href="https://example.org/guide">the guide</a>.</p><script>x()</script>`,
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(sendNotificationMessages.sent)).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, 'volunteer');
  const notification = page.getByRole('region', { name: 'New notification' }).filter({ hasText: words });
  await expect(notification).toBeVisible();
  await expect(
    notification.getByText(`From ${demoAccounts.owner.firstName} ${demoAccounts.owner.lastName},`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(notification.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'href',
    'https://example.org/guide',
  );
  await checkA11y(page);

  // The same card in the dark scheme, set on the page only: the volunteer's saved choice is left alone.
  const setScheme = (scheme: 'dark' | 'light') =>
    page.evaluate(
      (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
      scheme,
    );
  await setScheme('dark');
  await checkA11y(page);
  await setScheme('light');

  // Marked read from the keyboard, it is gone, and stays gone after a reload.
  await notification.getByRole('button', { name: 'Mark as Read' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(words)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Welcome, Sam: account menu' })).toBeVisible();
  await expect(page.getByText(words)).toBeHidden();
});
