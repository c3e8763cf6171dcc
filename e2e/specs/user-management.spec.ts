import { userManagementMessages } from '@hgn/domain/userManagement';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signIn, test } from '../fixtures';

const uniqueLastName = () => `Tester${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Creates Paula <lastName> through the dialog and closes it. */
async function createUser(page: Page, lastName: string): Promise<void> {
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Paula');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`paula.${lastName.toLowerCase()}@example.org`);
  await dialog.getByRole('textbox', { name: 'Job Title' }).fill('Gardener');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByTestId('one-time-password')).toHaveText(/^\S{16}$/);
}

test.describe('user management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/usermanagement');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  });

  test('the owner finds a user by searching without accents', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Search' }).fill('rafael dominguez');
    const row = page.getByRole('row').filter({ hasText: 'Domínguez' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: 'Rafael' })).toHaveAttribute('href', /\/userprofile\//);
    await checkA11y(page);

    await page.getByRole('textbox', { name: 'Search' }).fill('nobody-by-this-name');
    await expect(page.getByText(userManagementMessages.noUsersFound)).toBeVisible();
  });

  test('the owner creates a user, sees the one-time password once, and pauses them', async ({ page }) => {
    // Two dialogs and three round trips: more than the default budget on a busy two-core machine.
    test.slow();
    const lastName = uniqueLastName();
    await createUser(page, lastName);
    const dialog = page.getByRole('dialog', { name: 'Create a user' });
    await expect(dialog.getByText(userManagementMessages.oneTimePasswordNotice)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('textbox', { name: 'Search' }).fill(lastName);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Pause Paula ${lastName}` }).click();
    const pause = page.getByRole('dialog', { name: 'Pause user' });
    await expect(pause.getByLabel('Paused until')).not.toHaveValue('');
    await pause.getByRole('button', { name: 'Pause' }).click();
    await expect(pause).toBeHidden();

    await expect(row.getByRole('button', { name: `Resume Paula ${lastName}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Activate Paula ${lastName}` })).toHaveText('Inactive');
  });

  test('the owner archives a user, finds them under Archived and restores them', async ({ page }) => {
    test.slow();
    const lastName = uniqueLastName();
    const name = `Paula ${lastName}`;
    await createUser(page, lastName);
    await page.getByRole('dialog', { name: 'Create a user' }).getByRole('button', { name: 'Done' }).click();

    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(lastName);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await row.getByRole('button', { name: `Remove ${name}` }).click();
    const remove = page.getByRole('dialog', { name: `Remove ${name}` });
    await remove.getByRole('radio', { name: 'Archive' }).check();
    await remove.getByRole('button', { name: 'Archive' }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByText(userManagementMessages.noUsersFound)).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    await expect(row.getByRole('button', { name: `Pause ${name}` })).toHaveCount(0);
    await checkA11y(page);
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await page.getByRole('dialog', { name: 'Restore user' }).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`${name}: ${userManagementMessages.userRestored}`)).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(row.getByRole('button', { name: `Deactivate ${name}` })).toHaveText('Active');
  });
});
