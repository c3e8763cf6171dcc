import { toolMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, test } from '../fixtures';

/** A 1 x 1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function logTools(page: Page, action: 'Check In' | 'Check Out', items: string[]) {
  await page.goto('/bmdashboard/tools/log');
  await choose(page, 'Project', 'Earthbag Village');
  await page.getByText(action, { exact: true }).click();
  for (const item of items) await page.getByRole('checkbox', { name: item, exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('tools', () => {
  test('an owner adds a tool with a picture, checks it out and in, and marks one lost', async ({ page }) => {
    const name = `Saw${Date.now().toString(36).slice(-6)}`;

    await signIn(page, 'owner');
    await page.goto('/bmdashboard/tools/add');
    await expect(page).toHaveURL(/\/bmdashboard\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/tools\/add$/);
    await expect(page.getByRole('heading', { name: 'Add Tool', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add tool' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toContainText(toolMessages.missingRequiredField);
    await expect(form.getByRole('textbox', { name: 'Tool name' })).toHaveAccessibleDescription(
      toolMessages.nameLength,
    );
    await expect(form.getByLabel('Return date')).toBeDisabled();
    await checkA11y(page);

    await choose(page, 'Project', 'Earthbag Village');
    await form.getByRole('textbox', { name: 'Tool name' }).fill(name);
    await form.getByRole('textbox', { name: 'Invoice number or ID' }).fill('INV-77');
    await form.getByRole('textbox', { name: 'Unit price' }).fill('12.5');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await form.getByLabel('Purchase date').fill('2026-11-01');
    await form.getByRole('textbox', { name: 'Taxes (%)' }).fill('8');
    await form.getByRole('textbox', { name: 'Shipping fee' }).fill('3');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'saw.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('textbox', { name: 'Description' }).fill('A hand saw for framing');
    await expect(form).toContainText('30.00 USD');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(toolMessages.toolCreated(name))).toBeVisible();

    await logTools(page, 'Check Out', [`${name} 1`]);
    await expect(page.getByText(toolMessages.checkedOut(name, '1'))).toBeVisible();
    await logTools(page, 'Check In', [`${name} 1`]);
    await expect(page.getByText(toolMessages.checkedIn(name, '1'))).toBeVisible();

    await page.goto('/bmdashboard/tools');
    await page.getByRole('textbox', { name: 'Tool name' }).fill(name);
    const table = page.getByRole('table', { name: 'Tools' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await checkA11y(page);
    await table.getByRole('button', { name: `Edit ${name} 2` }).click();
    await expect(
      page.getByRole('heading', { name: 'Update Tool or Equipment Status', level: 1 }),
    ).toBeVisible();
    await choose(page, 'Status', 'Stolen/Lost');
    await page.getByRole('textbox', { name: 'Last used by' }).fill('Ade');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/bmdashboard\/tools$/);
    await page.getByRole('textbox', { name: 'Tool name' }).fill(name);
    await expect(table.getByRole('row')).toHaveCount(3);
    const lostRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: '2', exact: true }) });
    await expect(lostRow.locator('[data-flagged="true"]')).toHaveText('Lost');

    await page.goto('/bmdashboard/tools/log');
    await choose(page, 'Project', 'Earthbag Village');
    await expect(page.getByRole('checkbox', { name: `${name} 1`, exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `${name} 2`, exact: true })).toHaveCount(0);
  });
});
