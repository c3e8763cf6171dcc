import type { Page } from '@playwright/test';
import { ownerMessageMessages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, test } from '../fixtures';

async function signOut(page: Page): Promise<void> {
  await page.goto('/Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login');
}

const editorOf = (page: Page) => page.getByRole('dialog', { name: 'Header message' });

test('an owner sets the header message and a volunteer sees it', async ({ page }) => {
  // Words of this run only, so that the message found is the one this test set.
  const words = `Garden day on Saturday, run ${Date.now().toString(36)}`;

  await signIn(page, 'owner');
  await page.getByRole('button', { name: 'Edit header message' }).click();
  const editor = editorOf(page);
  const message = editor.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await checkA11y(page);
  await message.fill(words);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(ownerMessageMessages.messageSaved)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('banner').getByText(words)).toBeVisible();

  await signOut(page);
  await signIn(page, 'volunteer');
  await expect(page.getByRole('banner').getByText(words)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit header message' })).toHaveCount(0);
  await checkA11y(page);

  // The owner takes the message down again, so the header is as it was.
  await signOut(page);
  await signIn(page, 'owner');
  await page.getByRole('button', { name: 'Edit header message' }).click();
  await editorOf(page).getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByText(ownerMessageMessages.messageDeleted)).toBeVisible();
  await expect(page.getByRole('banner').getByText(words)).toHaveCount(0);
});
