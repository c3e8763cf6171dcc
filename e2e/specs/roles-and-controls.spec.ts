// What a newcomer meets in each role: the role control, controls offered only to those the server lets
// use them, and wide tables that keep their actions in view.
import { passwordMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, signIn, storedToken, test } from '../fixtures';

/** The id of the user with this e-mail, looked up as the Owner, whatever the page's own caller may read. */
async function userIdAsOwner(page: Page, email: string): Promise<string> {
  const signedIn = await page.request.post('/api/login', {
    data: { email: demoAccounts.owner.email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const response = await page.request.get(`/api/userprofile/page?search=${encodeURIComponent(email)}`, {
    headers: { authorization: token },
  });
  const { items } = (await response.json()) as { items: { _id: string; email: string }[] };
  return items.find((item) => item.email === email)?._id ?? '';
}

/** Whether the element lies wholly inside the window, left to right. */
async function isInWindow(page: Page, name: string): Promise<boolean> {
  const box = await page.getByRole('columnheader', { name, exact: true }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('an administrator changes a new volunteer’s role, which the edit history records', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  const lastName = `Role${Date.now().toString(36)}`;
  const email = `rosa.${lastName.toLowerCase()}@example.org`;
  const created = await page.request.post('/api/userprofile', {
    headers: { authorization: await storedToken(page) },
    data: { firstName: 'Rosa', lastName, email, role: 'Volunteer', jobTitle: 'Gardener' },
  });
  expect(created.status()).toBe(200);
  const { _id: userId } = (await created.json()) as { _id: string };

  await page.goto(`/userprofileedit/${userId}`);
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  await expect(role).toHaveValue('Volunteer');
  await role.click();
  await expect(page.getByRole('option', { name: 'Administrator' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Owner' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Manager' }).click();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog', { name: 'Save Changes' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Success' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  await page.getByRole('tab', { name: 'Edit History' }).click();
  const change = page.getByRole('row').filter({ hasText: 'Role' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`${demoAccounts.admin.firstName} ${demoAccounts.admin.lastName}`);
  await expect(change.getByRole('cell')).toHaveText([/.+/, /.+/, 'Role', 'Volunteer', 'Manager']);
  await checkA11y(page);
});

test('an administrator is offered nothing on the Owner’s row, with Actions in view at 1920 and 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signIn(page, 'admin');
  await page.goto('/usermanagement');
  const owner = demoAccounts.owner;
  const name = `${owner.firstName} ${owner.lastName}`;
  await page.getByRole('textbox', { name: 'Search' }).fill(owner.lastName);
  const row = page.getByRole('row').filter({ hasText: owner.email });
  await expect(row).toHaveCount(1);
  for (const control of [`Deactivate ${name}`, `Pause ${name}`, `Set final day of ${name}`])
    await expect(row.getByRole('button', { name: control })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Reset the password of ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
  for (const column of ['Start Date', 'End Date', 'Actions'])
    expect(await isInWindow(page, column)).toBe(true);
  await checkA11y(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  expect(await isInWindow(page, 'Actions')).toBe(true);
  expect(await isInWindow(page, 'Start Date')).toBe(false);
  await checkA11y(page);
});

test('the Teams table keeps its Actions in view on a phone and scrolls beneath them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'owner');
  await page.goto('/teams');
  const region = page.getByRole('region', { name: 'Teams' });
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  expect(await isInWindow(page, 'Actions')).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await isInWindow(page, 'Actions')).toBe(true);
  await checkA11y(page);
});

test('a manager is offered no time-off request on another’s dashboard and no project members page', async ({
  page,
}) => {
  const volunteerId = await userIdAsOwner(page, demoAccounts.volunteer.email);
  await signIn(page, 'manager');
  await expect(page.getByRole('button', { name: 'Request time off' })).toBeVisible();
  await page.goto(`/dashboard/${volunteerId}`);
  await expect(page.getByRole('button', { name: /^Badges:/ })).toBeVisible();
  await expect(page.getByText(demoAccounts.volunteer.lastName).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request time off' })).toHaveCount(0);
  await checkA11y(page);

  const projects = await page.request.get('/api/projects', {
    headers: { authorization: await storedToken(page) },
  });
  const [project] = (await projects.json()) as { _id: string }[];
  await page.goto(`/project/members/${project?._id ?? ''}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/403/)).toHaveCount(0);
});

test('nobody is offered the form to change another user’s password', async ({ page }) => {
  await signIn(page, 'owner');
  const adminId = await userIdAsOwner(page, demoAccounts.admin.email);
  await page.goto(`/updatepassword/${adminId}`);
  await expect(page.getByRole('alert')).toHaveText(passwordMessages.notYourPassword);
  await expect(page.getByLabel(/^current password/i)).toHaveCount(0);
  await checkA11y(page);
});
