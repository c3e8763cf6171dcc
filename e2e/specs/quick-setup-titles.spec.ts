import { checkA11y, demoAccounts, expect, signIn, storedToken, test, userIdOf } from '../fixtures';

test('an administrator adds a Quick Setup title and applies it to a volunteer', async ({ page }) => {
  const { firstName, lastName } = demoAccounts.volunteer;
  // A name and code of this run only.
  const run = Date.now().toString(36).slice(-4).toUpperCase();
  const titleName = `Food Grower ${run}`;
  const titleCode = `F${run}`;

  await signIn(page, 'admin');
  const volunteerId = await userIdOf(page, `${firstName} ${lastName}`);
  // A team and a project of this run, so that what the title adds changes no team or project the
  // demo's other journeys count; the team code is the one the volunteer has.
  const headers = { authorization: await storedToken(page) };
  const teamName = `Seed Savers ${run}`;
  const projectName = `Seed Library ${run}`;
  expect((await page.request.post('/api/team', { headers, data: { teamName } })).status()).toBe(201);
  const project = await page.request.post('/api/projects', {
    headers,
    data: { projectName, projectCategory: 'Food' },
  });
  expect(project.status()).toBe(201);
  await page.goto(`/userprofile/${volunteerId}`);
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
  const codes = page.getByRole('region', { name: 'Quick Setup Codes' });
  await expect(codes).toBeVisible();

  await codes.getByRole('button', { name: 'Add title' }).click();
  const form = page.getByRole('dialog', { name: 'Add a Quick Setup title' });
  await form.getByRole('textbox', { name: 'Title name' }).fill(titleName);
  await form.getByRole('textbox', { name: 'Title code' }).fill(titleCode);
  await form.getByRole('combobox', { name: /^Project/ }).click();
  await page.getByRole('option', { name: projectName }).click();
  await form.getByRole('combobox', { name: /^Team$/ }).click();
  await page.getByRole('option', { name: teamName }).click();
  await form.getByRole('combobox', { name: /^Team code/ }).click();
  await page.getByRole('option', { name: 'H-BLD' }).click();
  await form.getByRole('textbox', { name: 'Media folder' }).fill('https://example.org/media/food');
  await checkA11y(page);
  await form.getByRole('button', { name: 'Add title' }).click();
  await expect(form).toBeHidden();

  await codes.getByRole('button', { name: `Apply ${titleCode}: ${titleName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Set up ${firstName} as ${titleName}?` });
  await expect(confirm).toContainText('Team code: H-BLD');
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`${firstName} is set up as ${titleName}.`)).toBeVisible();

  // The profile shows the new job title, team and project; the team code and media folder are saved.
  await expect(page.getByText(titleName, { exact: true })).toBeVisible();
  await expect(page.getByText(teamName)).toBeVisible();
  await expect(page.getByText(projectName)).toBeVisible();
  const profile = await page.request.get(`/api/userprofile/${volunteerId}`, { headers });
  expect(await profile.json()).toMatchObject({
    jobTitle: [titleName],
    teamCode: 'H-BLD',
    mediaUrl: 'https://example.org/media/food',
  });
  await checkA11y(page, { passingNotices: 'left out' });
});
