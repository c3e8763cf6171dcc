import { checkA11y, expect, signIn, test, userIdOf } from '../fixtures';

test('a volunteer schedules a reason for a week they will miss from their own profile and edits it', async ({
  page,
}) => {
  await signIn(page, 'volunteer');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View Profile' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const reasons = page.getByRole('region', { name: 'Scheduled reasons' });
  await expect(reasons.getByText('No reasons scheduled for missed weeks.')).toBeVisible();
  // The copies list holds other people's addresses: a volunteer is not shown it.
  await expect(page.getByRole('region', { name: 'Blue square e-mail copies' })).toHaveCount(0);

  await reasons.getByRole('button', { name: 'Schedule a reason' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a reason' });
  const sunday = dialog.getByRole('combobox', { name: /The Sunday you return/ });
  await sunday.focus();
  await page.keyboard.press('ArrowDown');
  const chosen = await sunday.inputValue();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Moving house');
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(reasons.getByRole('listitem')).toHaveCount(1);
  await expect(reasons.getByRole('listitem')).toContainText('Moving house');

  await reasons.getByRole('button', { name: /^Edit the reason for / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the reason' });
  await edit.getByRole('textbox', { name: /Reason/ }).fill('Moving house to Lisbon');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(reasons.getByRole('listitem')).toContainText('Moving house to Lisbon');
  await checkA11y(page);

  // The original client's read of that Sunday gives the same reason.
  const token = await page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const me = await userIdOf(page, 'Sam Rivera');
  const single = await page.request.get(`/api/reason/single/${me}?queryDate=${chosen}`, {
    headers: { authorization: token },
  });
  expect(((await single.json()) as { reason: string }).reason).toBe('Moving house to Lisbon');
});

test('an Owner adds a person to the blue square e-mail copies with the keyboard and removes them', async ({
  page,
}) => {
  await signIn(page, 'owner');
  const samId = await userIdOf(page, 'Sam Rivera');
  await page.goto(`/userprofileedit/${samId}`);
  const copies = page.getByRole('region', { name: 'Blue square e-mail copies' });
  await expect(copies.getByText('Nobody gets a copy of the blue square e-mails yet.')).toBeVisible();

  await copies.getByRole('textbox', { name: 'Add a person' }).fill('Rafael');
  await expect(page.getByRole('option', { name: /Rafael Domínguez/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(copies.getByRole('listitem')).toContainText('admin@example.org');
  await checkA11y(page);

  await copies.getByRole('button', { name: 'Remove Rafael Domínguez' }).click();
  await expect(copies.getByText('Nobody gets a copy of the blue square e-mails yet.')).toBeVisible();
});
