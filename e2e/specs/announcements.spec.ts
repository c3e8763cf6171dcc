import { announcementMessages, subscriptionMessages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, storedToken, test } from '../fixtures';
import { readOutboxMessage } from '../outbox';

test('an owner is stopped by a bad address, sends to a list, and a reader subscribes, confirms and unsubscribes', async ({
  page,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const reader = `reader-${run}@example.org`;
  const subject = `Garden day ${run}`;

  await signIn(page, 'owner');
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('textbox', { name: /Recipients/ }).fill(`friend-${run}@example.org, not-an-address`);
  await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.pressSequentially('Come along on Saturday.');
  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(announcementMessages.invalidAddresses(['not-an-address']))).toBeVisible();
  await checkA11y(page);

  // The server refuses the same list, naming the address, and queues nothing.
  const refused = await page.request.post('/api/send-emails', {
    headers: { authorization: await storedToken(page) },
    data: { to: `friend-${run}@example.org, not-an-address`, subject, html: '<p>Hi</p>' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    announcementMessages.invalidAddresses(['not-an-address']),
  );
  const outbox = await page.request.get(`/api/emailoutbox?pageSize=100`, {
    headers: { authorization: await storedToken(page) },
  });
  const { items } = (await outbox.json()) as { items: { subject: string }[] };
  expect(items.filter((item) => item.subject === subject)).toEqual([]);

  await page.getByRole('textbox', { name: /Recipients/ }).fill(`friend-${run}@example.org`);
  await page.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(announcementMessages.sent)).toBeVisible();

  // Dark mode keeps the composer readable.
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await checkA11y(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

  await page.goto('/email-subscribe');
  await checkA11y(page);
  await page.getByRole('textbox', { name: /Email/ }).fill('nope');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(subscriptionMessages.invalidEmail)).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill(reader);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status')).toContainText(subscriptionMessages.confirmationSent);

  const email = await readOutboxMessage(
    page,
    reader,
    'Confirm your One Community weekly update subscription',
  );
  const token = /email-subscribe\?token=([\w.-]+)/.exec(email)?.[1];
  expect(token, 'a confirmation link in the e-mail').toBeTruthy();
  await page.goto(`/email-subscribe?token=${token}`);
  await expect(page.getByRole('status')).toHaveText(subscriptionMessages.confirmed);
  await checkA11y(page);

  await page.goto(`/email-unsubscribe?email=${encodeURIComponent(reader)}`);
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(reader);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(subscriptionMessages.removed);
  await checkA11y(page);
  await page.getByRole('link', { name: subscriptionMessages.enterNewEmail }).click();
  await expect(page).toHaveURL(/\/email-subscribe$/);
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('');
});
