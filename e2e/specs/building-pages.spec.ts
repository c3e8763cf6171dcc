import { buildingMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { checkA11y, DEMO_PASSWORD, demoAccounts, expect, openHeaderMenu, signIn, test } from '../fixtures';

/**
 * Signs in and goes from the header's Reports menu to the Total Construction Summary, through the
 * building portal's sign-in, then to the area's landing page by the summary's "Building pages".
 */
async function openBuildingArea(page: Page, who: 'owner' | 'volunteer'): Promise<void> {
  await signIn(page, who);
  const reports = await openHeaderMenu(page, 'Reports');
  await reports.getByRole('menuitem', { name: 'Total Construction Summary' }).click();
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts[who].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/bmdashboard\/totalconstructionsummary$/);
  await page.getByRole('link', { name: 'Building pages' }).click();
  await expect(page).toHaveURL(/\/bmdashboard$/);
  await expect(page.getByRole('heading', { name: 'Building Management Dashboard', level: 1 })).toBeVisible();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** Follows a link of the landing page's list of pages, checks the page it opens, and comes back. */
async function viaLanding(page: Page, link: string, title: string | RegExp, path: RegExp): Promise<void> {
  await page
    .getByRole('region', { name: 'Building pages' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page).toHaveURL(path);
  await expect(heading(page, title)).toBeVisible();
  await checkA11y(page);
  await page.goBack();
  await expect(heading(page, 'Building Management Dashboard')).toBeVisible();
}

test.describe('the building area by clicks', () => {
  test('an Owner reaches every building page from the landing page', async ({ page }) => {
    test.slow();
    await openBuildingArea(page, 'owner');
    await checkA11y(page);
    const fromLanding: [string, string | RegExp, RegExp][] = [
      [
        'Total Construction Summary',
        'Total Construction Summary',
        /\/bmdashboard\/totalconstructionsummary$/,
      ],
      ['Inventory types', 'Inventory Types', /\/bmdashboard\/inventory\/types$/],
      ['Materials', 'Materials', /\/bmdashboard\/materials$/],
      ['Purchase materials', 'Purchase Materials', /\/bmdashboard\/materials\/purchase$/],
      ['Log material use', 'Log Material Use', /\/bmdashboard\/logMaterial$/],
      ['Consumables', 'Consumables', /\/bmdashboard\/consumables$/],
      ['Purchase consumables', 'Purchase Consumables', /\/bmdashboard\/consumables\/purchase$/],
      ['Reusables', 'Reusables', /\/bmdashboard\/reusables$/],
      ['Purchase reusables', 'Purchase Reusables', /\/bmdashboard\/reusables\/purchase$/],
      ['Tools', 'Tools', /\/bmdashboard\/tools$/],
      ['Add Tool', 'Add Tool', /\/bmdashboard\/tools\/add$/],
      ['Daily tool log', 'Daily Tool Log', /\/bmdashboard\/tools\/log$/],
      ['Purchase tools', 'Purchase Tool', /\/bmdashboard\/tools\/purchase$/],
      ['Equipment', 'Equipment', /\/bmdashboard\/equipment$/],
      ['Purchase equipment', 'Purchase Equipment', /\/bmdashboard\/equipment\/purchase$/],
      ['Site issues', 'Site Issues', /\/bmdashboard\/Issue$/],
      ['Lessons learned', 'Lessons Learned', /\/bmdashboard\/lessonlist$/],
      ['Add a lesson learned', 'Add a Lesson Learned', /\/bmdashboard\/lessonform$/],
      ['Add Team Member', 'Add Team Member', /\/bmdashboard\/AddTeamMember$/],
    ];
    for (const [link, title, path] of fromLanding) await viaLanding(page, link, title, path);

    // The lists' own buttons lead on to the pages that act on them.
    const pages = page.getByRole('region', { name: 'Building pages' });
    await pages.getByRole('link', { name: 'Materials', exact: true }).click();
    await page.getByRole('link', { name: 'Log use' }).click();
    await expect(heading(page, 'Update Materials')).toBeVisible();
    await page.goBack();
    await page.goBack();
    await pages.getByRole('link', { name: 'Reusables', exact: true }).click();
    await page.getByRole('link', { name: 'Log use' }).click();
    await expect(heading(page, 'Update Reusables')).toBeVisible();
    await checkA11y(page);
    await page.goBack();
    await page.goBack();

    await pages.getByRole('link', { name: 'Inventory types' }).click();
    for (const [button, title] of [
      ['Add material type', 'Add Material Type'],
      ['Add consumable type', 'Add Consumable Type'],
      ['Add reusable type', 'Add Reusable Type'],
      ['Add equipment type', 'Add Equipment Type'],
    ] as const) {
      await page.getByRole('link', { name: button }).click();
      await expect(heading(page, title)).toBeVisible();
      await checkA11y(page);
      await page.goBack();
      await expect(heading(page, 'Inventory Types')).toBeVisible();
    }
    await page.goBack();

    await pages.getByRole('link', { name: 'Tools', exact: true }).click();
    const tools = page.getByRole('table', { name: 'Tools' });
    await tools.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/bmdashboard\/tools\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Update status' }).click();
    await expect(heading(page, 'Update Tool or Equipment Status')).toBeVisible();
    await checkA11y(page);
    await page.goBack();
    await page.goBack();
    await page.goBack();

    await pages.getByRole('link', { name: 'Equipment', exact: true }).click();
    await page.getByRole('table', { name: 'Equipment' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/bmdashboard\/equipment\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Update status' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/tools\/[0-9a-f-]{36}\/update\?category=equipment$/);
    await expect(heading(page, 'Update Tool or Equipment Status')).toBeVisible();
    await page.goBack();
    await page.goBack();
    await page.goBack();

    const project = page.getByRole('combobox', { name: 'Project' });
    await project.selectOption({ label: 'Earthbag Village' });
    await page.getByRole('button', { name: buildingMessages.goToProjectDashboard }).click();
    await expect(heading(page, 'Earthbag Village')).toBeVisible();
    await page.getByRole('button', { name: 'Project pages' }).click();
    await page.getByRole('menuitem', { name: 'Add a lesson learned' }).click();
    await expect(page).toHaveURL(/\/bmdashboard\/lessonform\/[0-9a-f-]{36}$/);
    await expect(heading(page, 'Add a Lesson Learned')).toBeVisible();
  });

  test('a Volunteer is led to the pages that read, and a page that changes things says why it is refused', async ({
    page,
  }) => {
    await openBuildingArea(page, 'volunteer');
    const pages = page.getByRole('region', { name: 'Building pages' });
    await expect(pages.getByRole('link', { name: 'Materials', exact: true })).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Lessons learned' })).toBeVisible();
    for (const refused of ['Purchase materials', 'Log material use', 'Add Tool', 'Add Team Member'])
      await expect(pages.getByRole('link', { name: refused, exact: true })).toHaveCount(0);
    await checkA11y(page);

    await pages.getByRole('link', { name: 'Materials', exact: true }).click();
    await expect(heading(page, 'Materials')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase materials' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log use' })).toHaveCount(0);

    await page.goto('/bmdashboard/AddTeamMember');
    await expect(
      page.getByText(/You cannot add team members: it needs the "Add project inventory" permission/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add team member' })).toHaveCount(0);
    await checkA11y(page);
  });
});
