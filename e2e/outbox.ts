// Reading the e-mails the app queued, as an Owner does without SMTP: the outbox page.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the newest outbox message to `to` with this subject (signed in as the Owner) and returns its text. */
export async function readOutboxMessage(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/emailoutbox');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await row.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(to);
  const text = (await dialog.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}
