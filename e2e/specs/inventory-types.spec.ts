import { inventoryTypeMessages } from '@hgn/domain/messages';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, test } from '../fixtures';

/** A 1 x 1 png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('inventory types', () => {
  test('an owner adds a material type with a picture, finds it under its filter, and adds an equipment type once', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const material = `Rammed Earth ${stamp}`;
    const equipment = `Plate Compactor ${stamp}`;

    await signIn(page, 'owner');
    await page.goto('/bmdashboard/materials/add');
    await expect(page).toHaveURL(/\/bmdashboard\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/materials\/add$/);
    await expect(page.getByRole('heading', { name: 'Add Material Type', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add Material Type' });
    await form.getByRole('button', { name: 'Add Material Type' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      inventoryTypeMessages.enterName,
    );
    await form.getByRole('textbox', { name: 'Name' }).fill(material);
    await form.getByRole('textbox', { name: 'Description' }).fill('Stabilised soil for walls');
    await form.getByRole('combobox', { name: 'Unit' }).selectOption('m³');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'earth.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Preview of earth.png' })).toBeVisible();
    await checkA11y(page);
    await form.getByRole('button', { name: 'Add Material Type' }).click();

    await expect(page).toHaveURL(/\/bmdashboard\/inventory\/types\?filter=materials$/);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('materials');
    const materials = page.getByRole('table', { name: 'Materials' });
    const row = materials.getByRole('row').filter({ hasText: material });
    await expect(row).toContainText('m³');
    await expect(row.getByRole('img', { name: material })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Equipments' })).toHaveCount(0);
    await checkA11y(page);

    await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await expect(page.getByRole('heading', { name: 'Equipments', level: 2 })).toBeVisible();
    await page.goto('/bmdashboard/inventorytypes?filter=materials');
    await expect(
      page.getByRole('table', { name: 'Materials' }).getByRole('row').filter({ hasText: material }),
    ).toBeVisible();

    await page.goto('/bmdashboard/equipment/add');
    const equipmentForm = page.getByRole('form', { name: 'Add equipment type' });
    await equipmentForm.getByRole('textbox', { name: 'Name' }).fill(equipment);
    await equipmentForm.getByRole('textbox', { name: 'Description' }).fill('x'.repeat(151));
    await equipmentForm.getByRole('button', { name: 'Add equipment type' }).click();
    await expect(equipmentForm.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      new RegExp(inventoryTypeMessages.descriptionTooLong.replace(/[()]/g, '\\$&')),
    );
    await equipmentForm.getByRole('textbox', { name: 'Description' }).fill('Compacts gravel under floors');
    await equipmentForm.getByRole('combobox', { name: 'Fuel type' }).selectOption('Gasoline');
    await checkA11y(page);
    await equipmentForm.getByRole('button', { name: 'Add equipment type' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/equipment$/);
    await expect(page.getByText(inventoryTypeMessages.equipmentAdded)).toBeVisible();

    await page.goto('/bmdashboard/equipment/add');
    await equipmentForm.getByRole('textbox', { name: 'Name' }).fill(equipment.toUpperCase());
    await equipmentForm.getByRole('textbox', { name: 'Description' }).fill('Again');
    await equipmentForm.getByRole('button', { name: 'Add equipment type' }).click();
    await expect(page.getByText(inventoryTypeMessages.equipmentTypeExists)).toBeVisible();
    await expect(page).toHaveURL(/\/bmdashboard\/equipment\/add$/);

    await page.goto('/bmdashboard/inventory/types?filter=equipments');
    const equipments = page.getByRole('table', { name: 'Equipments' });
    await expect(equipments.getByRole('row').filter({ hasText: equipment })).toContainText('Gasoline');
    await expect(equipments.getByRole('row').filter({ hasText: equipment })).toHaveCount(1);

    const newUnit = page.getByRole('textbox', { name: 'New unit' });
    await newUnit.fill('m³');
    await page.getByRole('button', { name: 'Add unit' }).click();
    await expect(newUnit).toHaveAccessibleDescription(inventoryTypeMessages.unitExists('m³'));
  });
});
