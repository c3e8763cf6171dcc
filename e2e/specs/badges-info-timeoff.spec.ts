import type { Page } from '@playwright/test';
import { badgeMessages, infoMessages, timeOffRequestMessages } from '@hgn/domain/messages';
import { addPacificDays, formatUS, pacificDate, startOfWeek } from '@hgn/domain/time';
import { checkA11y, expect, openOtherLinks, signIn, storedToken, test, userIdOf } from '../fixtures';

async function signOut(page: Page): Promise<void> {
  await page.goto('/Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // A fresh page, so nothing left over from the signed-out session can clear the form.
  await page.goto('/login');
}

test('an administrator assigns a badge to a volunteer', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/badgemanagement');
  await expect(page.getByRole('heading', { name: 'Badge Management' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Please choose a person and at least one badge.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Volunteer' }).fill('Sam Riv');
  await page.getByRole('option', { name: 'Sam Rivera' }).click();
  await page.getByRole('combobox', { name: 'Badges' }).click();
  await page.getByRole('option', { name: 'Community Champion' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(badgeMessages.assigned)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('tab', { name: 'Badge Development' }).click();
  await expect(page.getByTestId('badge-row').filter({ hasText: 'Community Champion' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Badge' }).click();
  const form = page.getByRole('dialog', { name: 'Create a badge' });
  await form.getByRole('textbox', { name: 'Name' }).fill('community champion');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Another badge already has this name.')).toBeVisible();
  await checkA11y(page);
  await form.getByRole('button', { name: 'Cancel' }).click();

  const samId = await userIdOf(page, 'Sam Rivera');
  const token = await storedToken(page);
  const profile = (await (
    await page.request.get(`/api/userprofile/${samId}`, { headers: { authorization: token } })
  ).json()) as {
    badgeCollection: { badge: { badgeName: string }; count: number }[];
  };
  expect(profile.badgeCollection.find((entry) => entry.badge.badgeName === 'Community Champion')?.count).toBe(
    1,
  );
});

test('an info pop-up an Owner writes is read, not edited, by a volunteer', async ({ page }) => {
  const name = `Welcome notes ${Date.now()}`;
  await signIn(page, 'owner');
  await page.goto('/infoCollections');
  await expect(page.getByRole('heading', { name: 'Info Collections' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New info name' }).fill(name);
  await page.getByRole('button', { name: 'Add info' }).click();
  await expect(page.getByText(infoMessages.saved).first()).toBeVisible();

  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Edit the content of ${name}` }).click();
  const editor = card.getByRole('textbox', { name: 'Info content' });
  await editor.click();
  await page.keyboard.type('Read the handbook first.');
  await card.getByRole('button', { name: 'Save' }).click();
  // The editor closes once the server has stored the content; the first toast may still be the one
  // of 'Add info', and the text is on screen while it is being typed.
  await expect(editor).toHaveCount(0);
  await expect(page.getByText(infoMessages.saved).first()).toBeVisible();
  await expect(card.getByText('Read the handbook first.')).toBeVisible();
  await checkA11y(page);

  await signOut(page);
  await signIn(page, 'volunteer');
  await page.goto('/infoCollections');
  const seen = page.getByRole('article', { name });
  await expect(seen.getByText('Read the handbook first.')).toBeVisible();
  await expect(seen.getByRole('button', { name: `Edit the content of ${name}` })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'New info name' })).toHaveCount(0);
  await checkA11y(page);

  const token = await storedToken(page);
  const infos = (await (
    await page.request.get('/api/informations', { headers: { authorization: token } })
  ).json()) as { _id: string; infoName: string }[];
  const id = infos.find((info) => info.infoName === name)?._id ?? '';
  const refused = await page.request.put(`/api/informations/${id}`, {
    headers: { authorization: token },
    data: { infoContent: '<p>mine now</p>' },
  });
  expect(refused.status()).toBe(403);
});

test('a screen offers its info pop-ups to a volunteer to read, not to edit', async ({ page }) => {
  await signIn(page, 'volunteer');
  const icons = page.getByRole('navigation', { name: 'About this page' });
  await expect(icons.getByRole('button', { name: 'About Time off' })).toBeVisible();
  await icons.getByRole('button', { name: 'About Badges' }).click();
  const popup = page.getByRole('dialog', { name: 'Badges' });
  await expect(popup.getByText(/Badges recognise milestones/)).toBeVisible();
  await expect(popup.getByRole('button', { name: /^Edit the content/ })).toHaveCount(0);
  // The theme's hover shade of light buttons is checked elsewhere; the pointer leaves the icon.
  await page.mouse.move(0, 0);
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Other Links' })).toHaveCount(0);
});

test('an Owner reaches Info Collections from the menu and edits a pop-up where it appears', async ({
  page,
}) => {
  await signIn(page, 'owner');
  await (await openOtherLinks(page)).getByRole('menuitem', { name: 'Info Collections' }).click();
  await expect(page.getByRole('heading', { name: 'Info Collections' })).toBeVisible();

  await page.goto('/usermanagement');
  await page.getByRole('button', { name: 'About User management' }).click();
  const managed = page.getByRole('dialog', { name: 'User management' });
  await expect(managed.getByRole('button', { name: 'Edit the content of userManagementInfo' })).toBeVisible();
  await page.mouse.move(0, 0);
  await checkA11y(page);
});

test('a profile page shows phone, links, time zone, location, badges, teams and projects', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const samId = await userIdOf(page, 'Sam Rivera');
  await page.goto(`/userprofile/${samId}`);
  await expect(page.getByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeVisible();
  for (const label of ['Phone', 'Time zone', 'Location', 'Links'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the Google Doc' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: /^Badges: \d+/ }).click();
  await expect(page.getByRole('dialog', { name: /Badge/ })).toBeVisible();
  await checkA11y(page);
});

test('a volunteer requests time off from the dashboard and sees it on their profile', async ({ page }) => {
  await signIn(page, 'volunteer');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Badges: \d+/ }).click();
  const summary = page.getByRole('dialog', { name: 'Badge Summary' });
  await expect(summary.getByRole('columnheader')).toHaveText([
    'Badge',
    'Name',
    'Modified',
    'Earned Dates',
    'Count',
  ]);
  await expect(summary.getByTestId('badge-summary-row').first()).toBeVisible();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  await page.getByRole('button', { name: 'Request time off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request time off' });
  await dialog.getByRole('textbox', { name: 'Duration (weeks)' }).fill('2');
  await expect(dialog.getByTestId('time-off-ending')).toContainText('Last day off:');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Visiting family abroad');
  await checkA11y(page);
  // The demo has Sam off for the two weeks from next Sunday: the form starts there and is refused.
  const nextSunday = addPacificDays(pacificDate(startOfWeek(new Date())), 7);
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    timeOffRequestMessages.overlapsScheduled(formatUS(nextSunday), formatUS(addPacificDays(nextSunday, 13))),
  );
  await dialog.getByLabel('Starting date').fill(addPacificDays(nextSunday, 14));
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Your requested time off has been scheduled!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const samId = await userIdOf(page, 'Sam Rivera');
  await page.goto(`/userprofileedit/${samId}`);
  await page.getByRole('tab', { name: 'Volunteering Times' }).click();
  await expect(
    page.getByTestId('time-off-request').filter({ hasText: 'Visiting family abroad' }),
  ).toContainText('(2 weeks)');
  await checkA11y(page);
});

test('an administrator stages blue squares and saves them with the profile', async ({ page }) => {
  await signIn(page, 'admin');
  const samId = await userIdOf(page, 'Sam Rivera');
  await page.goto(`/userprofileedit/${samId}`);
  await expect(page.getByRole('tab', { name: 'Basic Information' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Blue squares' });
  const before = await panel.getByTestId('blue-square').count();

  await panel.getByRole('button', { name: 'Add a blue square' }).click();
  const add = page.getByRole('dialog', { name: 'Add Blue Square' });
  await add.getByRole('textbox', { name: 'Summary' }).fill('   ');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please enter a date and a summary for the blue square.');
  await checkA11y(page);
  await add.getByRole('textbox', { name: 'Summary' }).fill('Missed the weekly video call');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByRole('button', { name: /not saved yet/ })).toHaveCount(1);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page
    .getByRole('dialog', { name: 'Save Changes' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(panel.getByRole('button', { name: /not saved yet/ })).toHaveCount(0);
  await expect(panel.getByTestId('blue-square')).toHaveCount(before + 1);

  const token = await storedToken(page);
  const profile = (await (
    await page.request.get(`/api/userprofile/${samId}`, { headers: { authorization: token } })
  ).json()) as {
    infringements: { description: string }[];
  };
  expect(profile.infringements.map((square) => square.description)).toContain('Missed the weekly video call');
});
