import { projectMessages, teamMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import { checkA11y, expect, signIn, test } from '../fixtures';

// Each test signs in and walks several dialogs; a busy two-core machine needs more than the default.
test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('teams', () => {
  test('an owner creates a team, is told of a duplicate, and adds a member found without accents', async ({
    page,
  }) => {
    const teamName = unique('Rain Garden');
    await signIn(page, 'owner');
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await checkA11y(page);

    const nameField = page.getByRole('textbox', { name: 'New team name' });
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(nameField).toHaveAccessibleDescription(teamMessages.nameRequired);

    await nameField.fill(teamName);
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(teamMessages.created)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(teamName) });
    await expect(row).toBeVisible();

    await nameField.fill(`  ${teamName.toUpperCase().replace(' ', '   ')} `);
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(nameField).toHaveAccessibleDescription(teamMessages.nameTaken);

    await row.getByRole('button', { name: `Members of ${teamName} (0)` }).click();
    const dialog = page.getByRole('dialog', { name: `Members of ${teamName}` });
    await expect(dialog.getByText('No members to show.')).toBeVisible();
    await checkA11y(page);

    const addField = dialog.getByLabel('Add a member');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addField).toHaveAccessibleDescription(teamMessages.chooseValidUser);

    await addField.fill('jose garc');
    await page.getByRole('option', { name: /José García/ }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(teamMessages.assigned)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'José García' })).toBeVisible();

    await addField.fill('jose garc');
    await page.getByRole('option', { name: /José García/ }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addField).toHaveAccessibleDescription(teamMessages.memberAlreadyInTeam);

    await addField.fill('zzqx nobody');
    await expect(addField).toHaveAccessibleDescription("Sorry, we can't find that user.");
    await checkA11y(page);

    await dialog.getByRole('button', { name: 'What visibility means' }).click();
    const help = page.getByRole('dialog', { name: 'Visibility' });
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/team\/[^/]+$/i.test(new URL(request.url()).pathname))
        saves.push(request.postData() ?? '');
    });
    const code = row.getByRole('textbox', { name: `Team code of ${teamName}` });
    await code.fill('R-GDN');
    await code.press('Enter');
    await code.press('Tab');
    await expect(page.getByText(teamMessages.teamCodeUpdated)).toBeVisible();
    await expect(row.getByRole('textbox', { name: `Team code of ${teamName}` })).toHaveValue('R-GDN');
    expect(saves).toEqual([JSON.stringify({ teamCode: 'R-GDN' })]);
  });

  test('a volunteer is sent away from /teams', async ({ page }) => {
    await signIn(page, 'volunteer');
    await page.goto('/teams');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('projects', () => {
  test('an owner creates a project, is told of a duplicate, and assigns a member', async ({ page }) => {
    const projectName = unique('Seed Library');
    await signIn(page, 'owner');
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await checkA11y(page);

    const nameField = page.getByRole('textbox', { name: 'New project name' });
    await page.getByRole('button', { name: 'Add project' }).click();
    await expect(nameField).toHaveAccessibleDescription(projectMessages.nameRequiredToCreate);

    await nameField.fill(projectName);
    await page.getByRole('button', { name: 'Add project' }).click();
    await expect(page.getByText(projectMessages.created)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(projectName) });
    await expect(row).toContainText('Unspecified');

    await nameField.fill(projectName.toLowerCase());
    await page.getByRole('button', { name: 'Add project' }).click();
    await expect(nameField).toHaveAccessibleDescription(projectMessages.alreadyExists);

    await row.getByRole('link', { name: `Members of ${projectName}` }).click();
    await expect(page.getByRole('heading', { name: `Members of ${projectName}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Find a person to add' }).fill('zoe van');
    await page.getByRole('button', { name: 'Assign Zoë van der Berg' }).click();
    await expect(page.getByText(projectMessages.assigned)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zoë van der Berg' })).toBeVisible();
    await checkA11y(page);
  });

  test('archiving a project unassigns everyone', async ({ page }) => {
    const projectName = unique('Compost Hub');
    await signIn(page, 'admin');
    await page.goto('/projects');
    await page.getByRole('textbox', { name: 'New project name' }).fill(projectName);
    await page.getByRole('button', { name: 'Add project' }).click();
    const row = page.getByRole('row', { name: new RegExp(projectName) });
    await row.getByRole('switch', { name: `${projectName} active` }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Project archived.')).toBeVisible();
    await expect(row).toBeHidden();
    await page.locator('label', { hasText: /^Archived$/ }).click();
    await expect(page.getByRole('row', { name: new RegExp(projectName) })).toBeVisible();
  });
});

test.describe('from the profile editor', () => {
  const ownProfileEdit = async (page: Page) => {
    const userId = await page.evaluate(() => {
      const token = window.localStorage.getItem('token') ?? '';
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
        userid: string;
      };
      return payload.userid;
    });
    await page.goto(`/userprofileedit/${userId}`);
  };

  test('an owner creates a project and is assigned to it at once', async ({ page }) => {
    const projectName = unique('Bee Corridor');
    await signIn(page, 'owner');
    await ownProfileEdit(page);
    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Assign Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    const field = dialog.getByLabel('Project', { exact: true });

    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(projectMessages.nameRequiredToAssign);

    // The list of projects found opens below the field and leaves the button above it free.
    await field.fill('so');
    await expect(page.getByRole('listbox')).toBeVisible();
    await dialog.getByRole('button', { name: projectMessages.createNewOption }).click();
    await page
      .getByRole('dialog', { name: 'Create a project' })
      .getByRole('button', { name: 'Pick an existing project' })
      .click();

    await field.fill(projectName);
    await page.getByRole('option', { name: projectMessages.createNewOption }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create a project' });
    await expect(createDialog.getByLabel('New project name')).toHaveValue(projectName);
    await checkA11y(page);
    await createDialog.getByRole('button', { name: 'Create and assign' }).click();
    await expect(page.getByText(projectMessages.created)).toBeVisible();
    await expect(page.getByText(projectMessages.assigned)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(projectName) })).toBeVisible();

    await page.getByRole('button', { name: 'Assign Project' }).click();
    await dialog.getByLabel('Project', { exact: true }).fill(projectName);
    // Picking the suggestion closes the list that would otherwise cover the button.
    await page.getByRole('option', { name: projectName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog.getByLabel('Project', { exact: true })).toHaveAccessibleDescription(
      projectMessages.alreadyAssigned,
    );
  });

  test('an owner adds themselves to a team that does not exist yet by creating it', async ({ page }) => {
    const teamName = unique('Night Owls');
    await signIn(page, 'owner');
    await ownProfileEdit(page);
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('button', { name: 'Assign Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByLabel('Team', { exact: true })).toHaveAccessibleDescription(
      teamMessages.pickTeamFirst,
    );

    await dialog.getByLabel('Team', { exact: true }).fill(teamName);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText(teamMessages.teamDoesNotExist)).toBeVisible();
    await dialog.getByRole('button', { name: `Create “${teamName}”` }).click();
    await page
      .getByRole('dialog', { name: 'Create a team' })
      .getByRole('button', { name: 'Create and add' })
      .click();
    await expect(page.getByText(teamMessages.created)).toBeVisible();
    await expect(page.getByText(teamMessages.assigned)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(teamName) })).toBeVisible();
  });
});
