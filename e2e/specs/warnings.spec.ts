import { warningMessages } from '@hgn/domain/warnings';
import { checkA11y, demoAccounts, expect, signIn, storedToken, test, userIdOf } from '../fixtures';

test('an administrator issues warnings to a volunteer up to a blue square', async ({ page }) => {
  const { firstName, lastName } = demoAccounts.volunteer;
  // A description of this run only, so that its tracker starts empty.
  const title = `Journey ${Date.now().toString(36)}`;

  await signIn(page, 'admin');
  const volunteerId = await userIdOf(page, `${firstName} ${lastName}`);
  await page.goto(`/userprofile/${volunteerId}`);
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Warnings' }).click();
  const dialog = page.getByRole('dialog', { name: `Warnings of ${firstName} ${lastName}` });

  await dialog.getByRole('textbox', { name: 'New warning description' }).fill(title);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const tracker = dialog.getByRole('group', { name: `${title} tracker` });
  await expect(tracker.getByRole('button')).toHaveCount(8);
  await checkA11y(page);

  // Two warnings go straight on the tracker.
  for (const n of [1, 2]) {
    await tracker.getByRole('button', { name: `${title}: issue warning ${n}` }).click();
    await expect(tracker.getByRole('button', { name: new RegExp(`^${title}: warning of`) })).toHaveCount(n);
  }
  // From two, the choice is offered: a warning is suggested at two, a blue square from three.
  await tracker.getByRole('button', { name: `${title}: issue warning 3` }).click();
  const choice = page.getByRole('dialog', { name: 'Issue a warning or a blue square?' });
  await expect(choice.getByRole('radio', { name: 'Warning' })).toBeChecked();
  await checkA11y(page);
  await choice.getByRole('button', { name: 'Issue warning' }).click();
  await expect(tracker.getByRole('button', { name: new RegExp(`^${title}: warning of`) })).toHaveCount(3);

  await tracker.getByRole('button', { name: `${title}: issue warning 4` }).click();
  await expect(choice.getByRole('radio', { name: 'Blue square' })).toBeChecked();
  await choice.getByRole('button', { name: 'Issue blue square' }).click();
  await expect(dialog.getByText(warningMessages.blueSquareIssued)).toBeVisible();
  await expect(tracker.getByRole('button', { name: new RegExp(`^${title}: blue square of`) })).toHaveCount(1);

  // The description goes, and its warnings with it; the blue square stays on the profile.
  await dialog.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this warning description?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText(warningMessages.deleted)).toBeVisible();
  await expect(tracker).toBeHidden();
  await checkA11y(page);
  const profile = await page.request.get(`/api/userProfile/${volunteerId}`, {
    headers: { authorization: await storedToken(page) },
  });
  expect(await profile.text()).toContain(`Blue square given through the warning tracker: ${title}`);
});
