import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, test } from '../fixtures';

test('an owner adds, edits and removes a person on the team map with no tile server', async ({ page }) => {
  // A name of this run only, so that the person found is the one this test added.
  const lastName = `Mapper${Date.now().toString(36)}`;

  await signIn(page, 'owner');
  await page.goto('/teamlocations');
  await expect(page.getByRole('heading', { name: 'Team Locations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of team locations' })).toBeVisible();
  await expect(page.getByText(/Total countries: \d+/)).toBeVisible();
  // Without a tile service the packaged outline of the world is drawn.
  await expect(page.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  await checkA11y(page);

  await page.getByRole('button', { name: 'Add person' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add person' });
  await addDialog.getByRole('button', { name: 'Get location' }).click();
  await expect(addDialog.getByText(messages.enterValidLocation)).toBeVisible();
  await addDialog.getByRole('textbox', { name: 'First name' }).fill('Maya');
  await addDialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await addDialog.getByRole('textbox', { name: 'Job title' }).fill('Gardener');
  await addDialog.getByRole('textbox', { name: 'Location' }).fill('Lima');
  await addDialog.getByRole('button', { name: 'Get location' }).click();
  await expect(addDialog.getByText(/Peru/)).toBeVisible();
  await checkA11y(page);
  await addDialog.getByRole('button', { name: 'Add person' }).click();
  await expect(page.getByText(messages.added)).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(lastName);
  await page.getByRole('button', { name: `Maya ${lastName}` }).click();
  await page.getByRole('switch', { name: 'Show table' }).check();
  await expect(
    page.getByRole('table', { name: 'People on the map' }).getByText(`Maya ${lastName}`),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Users list' }).click();
  const list = page.getByRole('dialog', { name: 'Users list' });
  await list.getByRole('button', { name: `Edit Maya ${lastName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit person' });
  await editDialog.getByRole('textbox', { name: 'Job title' }).fill('Head Gardener');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.edited)).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(list.getByText(/Head Gardener/)).toBeVisible();

  await list.getByRole('button', { name: `Remove Maya ${lastName}` }).click();
  await expect(page.getByText(messages.removed)).toBeVisible();
  await expect(list.getByText(`Maya ${lastName}`)).toBeHidden();
});
