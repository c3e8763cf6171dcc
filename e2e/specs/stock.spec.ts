import { stockMessages } from '@hgn/domain/messages';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, storedToken, test } from '../fixtures';

test.describe('counted stock', () => {
  test('a purchase is requested, approved by the owner and shown in stock; an over-use is refused', async ({
    page,
  }) => {
    const material = `Lime Plaster ${Date.now().toString(36)}`;

    await signIn(page, 'owner');
    await page.goto('/bmdashboard/materials/purchase');
    await expect(page).toHaveURL(/\/bmdashboard\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/materials\/purchase$/);

    const created = await page.request.post('/api/bm/invtypes/material', {
      headers: { authorization: await storedToken(page) },
      data: { name: material, description: 'Wall finish', unit: 'kg' },
    });
    expect(created.status()).toBe(201);
    await page.reload();

    const form = page.getByRole('form', { name: 'Purchase materials' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription(
      stockMessages.chooseProject,
    );
    await form.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Earthbag Village' }).click();
    await form.getByRole('combobox', { name: 'Material' }).click();
    await page.getByRole('option', { name: `${material} (kg)` }).click();
    await form.getByRole('textbox', { name: 'Quantity' }).fill('12');
    await form.getByRole('textbox', { name: 'Brand' }).fill('Acme');
    await checkA11y(page);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/bmdashboard\/materials$/);
    await expect(page.getByText(stockMessages.purchaseRequested)).toBeVisible();
    const row = page.getByRole('table', { name: 'Materials' }).getByRole('row').filter({ hasText: material });
    await expect(row.getByRole('cell')).toHaveText([
      'Earthbag Village',
      material,
      'kg',
      '0',
      '0',
      '0',
      '0',
      'View (1)',
      'View (0)',
    ]);
    await checkA11y(page);
    await row.getByRole('button', { name: `Purchases of ${material} at Earthbag Village` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table', { name: 'Purchases' })).toContainText('Pending');
    await dialog.getByRole('textbox', { name: 'Quantity bought' }).fill('10');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('table', { name: 'Purchases' })).toContainText('Approved');
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(row.getByRole('cell').nth(3)).toHaveText('10');
    await expect(row.getByRole('cell').nth(6)).toHaveText('10');

    await page.goto('/bmdashboard/logMaterial');
    const log = page.getByRole('form', { name: 'Log use' });
    await log.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Earthbag Village' }).click();
    await log.getByRole('combobox', { name: 'Item' }).click();
    await page.getByRole('option', { name: material }).click();
    await expect(log.getByText('Available: 10 kg')).toBeVisible();
    await log.getByRole('textbox', { name: `Used (${material})` }).fill('8');
    await log.getByRole('textbox', { name: `Wasted (${material})` }).fill('3');
    await log.getByRole('button', { name: 'Submit' }).click();
    await expect(log.getByRole('alert')).toHaveText(stockMessages.usageExceedsStock);
    await checkA11y(page);
    await log.getByRole('textbox', { name: `Wasted (${material})` }).fill('2');
    await log.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(stockMessages.usageLogged)).toBeVisible();
    await expect(log.getByText('Available: 0 kg')).toBeVisible();
  });
});
