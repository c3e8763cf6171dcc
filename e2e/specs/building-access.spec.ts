import { authMessages, buildingMessages } from '@hgn/domain/messages';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, test } from '../fixtures';

test.describe('building portal', () => {
  test('a signed-in administrator is sent to the building sign-in, is refused another e-mail, then opens a project', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/bmdashboard');
    await expect(page).toHaveURL(/\/bmdashboard\/login$/);
    await expect(page.getByRole('heading', { name: 'Building Portal Login', level: 1 })).toBeVisible();
    await checkA11y(page);

    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await email.fill(demoAccounts.owner.email);
    await password.fill(DEMO_PASSWORD);
    await submit.click();
    await expect(email).toHaveAccessibleDescription(authMessages.portalEmailMismatch);
    await checkA11y(page);

    await email.fill(demoAccounts.admin.email);
    await submit.click();
    await expect(page).toHaveURL(/\/bmdashboard$/);
    const project = page.getByRole('combobox', { name: 'Project' });
    await expect(project.getByRole('option', { name: 'Earthbag Village' })).toBeAttached();
    await page.getByRole('button', { name: buildingMessages.goToProjectDashboard }).click();
    await expect(project).toHaveAccessibleDescription(buildingMessages.selectProject);
    await checkA11y(page);

    await project.selectOption({ label: 'Earthbag Village' });
    await page.getByRole('button', { name: buildingMessages.goToProjectDashboard }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Earthbag Village', level: 1 })).toBeVisible();
    await expect(page.getByText('Rainbow Valley, Utah')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('link')).toHaveCount(3);
    await checkA11y(page);
  });

  test('a signed-out visitor opens a portal sign-in, signs in there and lands in the portal', async ({
    page,
  }) => {
    await page.goto('/communityportal/login');
    await expect(page).toHaveURL(/\/communityportal\/login$/);
    await expect(page.getByRole('heading', { name: 'Community Portal Login', level: 1 })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts.manager.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/communityportal$/);
    await expect(page.getByRole('heading', { name: 'Community Events', level: 1 })).toBeVisible();

    await page.goto('/bmdashboard/login');
    await expect(page.getByRole('heading', { name: 'Building Portal Login', level: 1 })).toBeVisible();
  });
});
