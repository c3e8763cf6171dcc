import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, demoAccounts, expect, openOtherLinks, signIn, storedToken, test } from '../fixtures';

type RoleJson = { _id: string; roleName: string; permissions: string[] };

const MENU_ENTRY = 'Permissions Management';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Reloads and waits until the app has read the roles again, which decide the menu. */
async function reloadWithFreshRoles(page: Page): Promise<void> {
  const rolesRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/roles');
  await page.reload();
  expect((await rolesRead).ok()).toBe(true);
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

async function administratorRole(request: APIRequestContext, token: string): Promise<RoleJson> {
  const res = await request.get('/api/roles', { headers: { Authorization: token } });
  expect(res.ok()).toBe(true);
  const role = ((await res.json()) as RoleJson[]).find((candidate) => candidate.roleName === 'Administrator');
  expect(role, 'the Administrator role').toBeDefined();
  return role!;
}

test('a Volunteer who opens /permissionsmanagement is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'volunteer');
  await page.goto('/permissionsmanagement');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/permissionsmanagement/Administrator');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an Owner takes a permission from a role and its users lose the menu entry and the API at once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'owner');
  const ownerToken = await storedToken(page);
  const before = await administratorRole(page.request, ownerToken);
  expect(before.permissions).toContain('putUserProfilePermissions');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  try {
    await signIn(adminPage, 'admin');
    await expect((await openOtherLinks(adminPage)).getByRole('menuitem', { name: MENU_ENTRY })).toBeVisible();
    await closeMenu(adminPage);

    await page.goto('/permissionsmanagement');
    await expect(page.getByRole('heading', { name: MENU_ENTRY, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administrator' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'Administrator' }).click();
    await expect(page).toHaveURL(/\/permissionsmanagement\/Administrator$/);
    await expect(page.getByRole('heading', { name: 'Administrator', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('user permissions');
    const box = page.getByRole('checkbox', { name: 'Edit user permissions' });
    await expect(box).toBeChecked();
    await checkA11y(page);
    await box.uncheck();
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/roles\//.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByText('Permissions of Administrator saved.')).toBeVisible();

    // A new page load reads the roles again: the entry is gone, and the server refuses the call.
    await reloadWithFreshRoles(adminPage);
    // Administrators keep other entries of the group (User Management), so the group itself stays.
    const group = mainNav(adminPage).getByRole('button', { name: 'Other Links' });
    if ((await group.count()) > 0) {
      await expect((await openOtherLinks(adminPage)).getByRole('menuitem', { name: MENU_ENTRY })).toHaveCount(
        0,
      );
      await closeMenu(adminPage);
    }
    const adminToken = await storedToken(adminPage);
    const refused = await adminPage.request.patch(
      `/api/permission-management/user/${encodeURIComponent(before._id)}`,
      { headers: { Authorization: adminToken }, data: { permissions: { frontPermissions: [] } } },
    );
    expect(refused.status()).toBe(403);
    await adminPage.goto('/permissionsmanagement');
    await expect(adminPage).toHaveURL(/\/dashboard$/);

    // The change is in the log, with who made it.
    await page.goto('/permissionsmanagement');
    const log = page.getByRole('region', { name: 'Change log' });
    const { firstName, lastName } = demoAccounts.owner;
    await expect(log.getByRole('row').nth(1)).toContainText(`${firstName} ${lastName}`);
    await expect(log.getByRole('row').nth(1)).toContainText('putUserProfilePermissions');
    await checkA11y(page);
  } finally {
    // Other test files share this server: the Administrator role gets its permissions back.
    await page.request.patch(`/api/roles/${before._id}`, {
      headers: { Authorization: ownerToken },
      data: { permissions: before.permissions },
    });
    await adminContext.close();
  }
});

test('the management page fits a 375 px screen and finds people by name', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'owner');
  await page.goto('/permissionsmanagement');
  await expect(page.getByRole('heading', { name: MENU_ENTRY, level: 1 })).toBeVisible();
  const { firstName, lastName } = demoAccounts.admin;
  await page.getByRole('combobox', { name: 'User' }).fill('dominguez');
  await page.getByRole('option', { name: new RegExp(`${firstName} ${lastName}`) }).click();
  await expect(page.getByText(`Role Administrator:`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search permissions' }).fill('see reports');
  await expect(page.getByRole('checkbox', { name: 'See reports' })).toBeChecked();
  await expect(page.getByText('From role').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page);
});
