import { communityMessages, rentalMessages, teamMemberMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, test } from '../fixtures';

/** Signs in to the portal the page sent the visitor to, with the demo account's own e-mail and password. */
async function openPortal(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('site records and portals', () => {
  test('an administrator adds an external team member', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/bmdashboard/AddTeamMember');
    await expect(page).toHaveURL(/\/bmdashboard\/login$/);
    await openPortal(page, demoAccounts.admin.email);
    await expect(page).toHaveURL(/\/bmdashboard\/AddTeamMember$/);
    await expect(page.getByRole('heading', { name: 'Add Team Member', level: 1 })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(page.getByText(teamMemberMessages.firstNameRequired)).toBeVisible();

    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lima');
    await page.getByRole('combobox', { name: 'Role' }).selectOption('other');
    await page.getByRole('textbox', { name: 'Specify the role' }).fill('Electrician');
    await page.getByRole('combobox', { name: 'Team' }).selectOption('abc_builders');
    await page.getByRole('textbox', { name: 'Email' }).fill('ana.lima@example.org');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('5551234567');
    await expect(phone).toHaveValue('555-123-4567');
    await page.getByRole('button', { name: 'Add team member' }).click();
    await expect(page.getByText(teamMemberMessages.created)).toBeVisible();
    const row = page.getByRole('table', { name: 'External team' }).getByRole('row', { name: /Ana Lima/ });
    await expect(row).toContainText('Electrician');
    await expect(row).toContainText('+1 555-123-4567');
    await checkA11y(page);
  });

  test('the Owner creates a community event and it is shown', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/communityportal');
    await expect(page).toHaveURL(/\/communityportal\/login$/);
    await openPortal(page, demoAccounts.owner.email);
    await expect(page).toHaveURL(/\/communityportal$/);
    await expect(page.getByRole('heading', { name: 'Community Events', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Harvest supper' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Seed swap');
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Greenhouse');
    await dialog.getByLabel('Starts (Pacific time)').fill('2030-04-12T10:00');
    await dialog.getByLabel('Ends (Pacific time)').fill('2030-04-12T09:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(communityMessages.endsBeforeStart)).toBeVisible();
    await dialog.getByLabel('Ends (Pacific time)').fill('2030-04-12T12:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const event = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Seed swap' }) });
    await expect(event).toContainText('Greenhouse');
    await expect(event).toContainText('10:00 AM');
    await checkA11y(page);

    await page.goto('/communityportal/Activities');
    await expect(page.getByRole('heading', { name: 'Community Activities', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seed swap' })).toHaveCount(0);
  });

  test('a renter registers, then signs in to the rental dashboard', async ({ page }) => {
    const email = `renter.${Date.now()}@example.org`;
    await page.goto('/lbdashboard/register');
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Rita');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Renter');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 123 4567');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(rentalMessages.invalid('password'))).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('rental123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(rentalMessages.registered)).toBeVisible();
    await expect(page).toHaveURL(/\/lbdashboard\/login$/);

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(rentalMessages.loginFailed)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('rental123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/lbdashboard$/);
    await expect(page.getByText('Welcome, Rita Renter.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/lbdashboard\/login$/);
    await page.goto('/lbdashboard');
    await expect(page).toHaveURL(/\/lbdashboard\/login$/);
  });
});
