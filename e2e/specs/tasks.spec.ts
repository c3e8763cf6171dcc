import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, signIn, storedToken, test, userIdOf, type DemoAccountKey } from '../fixtures';

// Each test signs in more than one person and walks several dialogs on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface IdOfName {
  _id: string;
}

/** The id of a demo project's WBS, read through the API as the signed-in user. */
async function wbsOf(page: Page, projectName: string): Promise<{ projectId: string; wbsId: string }> {
  const headers = { authorization: await storedToken(page) };
  const projects = (await (await page.request.get('/api/projects', { headers })).json()) as (IdOfName & {
    projectName: string;
  })[];
  const project = projects.find((candidate) => candidate.projectName === projectName);
  expect(project, `the project ${projectName}`).toBeTruthy();
  const projectId = project?._id ?? '';
  const wbs = (await (await page.request.get(`/api/wbs/${projectId}`, { headers })).json()) as IdOfName[];
  expect(wbs.length, `a WBS of ${projectName}`).toBeGreaterThan(0);
  return { projectId, wbsId: wbs[0]?._id ?? '' };
}

/** A new task of the project's WBS worked on by the people named, created through the API. */
async function taskFor(page: Page, projectName: string, people: string[], taskName: string): Promise<string> {
  const { wbsId } = await wbsOf(page, projectName);
  const resources = await Promise.all(
    people.map(async (name) => ({ userID: await userIdOf(page, name), name })),
  );
  const res = await page.request.post(`/api/task/${wbsId}`, {
    headers: { authorization: await storedToken(page) },
    data: { taskName, resources, estimatedHours: 10, status: 'Started' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as IdOfName)._id;
}

/** A second person in a browser context of their own, signed in. */
async function otherPerson(browser: Browser, who: DemoAccountKey): Promise<Page> {
  const context = await browser.newContext();
  const other = await context.newPage();
  // The page in front: a page behind another gets no animation frames, and a menu's opening
  // transition would never end.
  await other.bringToFront();
  await signIn(other, who);
  return other;
}

/** The row of a task in the Team Member Tasks table of the dashboard. */
const taskRow = (page: Page, taskName: string) =>
  page.getByRole('row', { name: new RegExp(taskName) }).last();

test('an owner builds a WBS with nested tasks and moves one', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/projects');
  await page.getByRole('link', { name: 'WBS of Duplicable City Center' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Duplicable City Center');
  await checkA11y(page);

  const wbsName = unique('Phase 2');
  await page.getByRole('textbox', { name: 'New WBS name' }).fill(wbsName);
  await page.getByRole('button', { name: 'Create WBS' }).click();
  await page.getByRole('link', { name: wbsName }).click();
  await expect(page.getByRole('heading', { name: `Tasks of ${wbsName}` })).toBeVisible();
  await expect(page.getByText('This WBS has no tasks yet.')).toBeVisible();
  await checkA11y(page);

  const addTask = async (name: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Task name' }).fill(name);
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
  };
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y(page);
  await addTask('Dig the foundations');
  await expect(page.getByRole('row', { name: /1\.0\.0\.0 Dig the foundations/ })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for 1.0.0.0 Dig the foundations' }).click();
  await page.getByRole('menuitem', { name: 'Add subtask' }).click();
  await addTask('Mark the corners');
  await expect(page.getByRole('row', { name: /1\.1\.0\.0 Mark the corners/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add task' }).click();
  await addTask('Order the earthbags');
  await expect(page.getByRole('row', { name: /2\.0\.0\.0 Order the earthbags/ })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for 2.0.0.0 Order the earthbags' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(page.getByRole('row', { name: /1\.0\.0\.0 Order the earthbags/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2\.0\.0\.0 Dig the foundations/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2\.1\.0\.0 Mark the corners/ })).toBeVisible();

  await page.getByRole('button', { name: 'Collapse 2.0.0.0 Dig the foundations' }).click();
  await expect(page.getByRole('row', { name: /Mark the corners/ })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('row', { name: /2\.1\.0\.0 Mark the corners/ })).toBeVisible();
  await checkA11y(page);
});

test('a volunteer submits a task for review and a mentor completes the review', async ({ page, browser }) => {
  const taskName = unique('Wire the inverter');
  await signIn(page, 'owner');
  await taskFor(page, 'Solar Microgrid', ['Sam Rivera'], taskName);

  const volunteer = await otherPerson(browser, 'volunteer');
  try {
    await volunteer.goto('/dashboard');
    const row = taskRow(volunteer, taskName);
    await row.getByRole('button', { name: 'Submit for Review' }).click();
    const dialog = volunteer.getByRole('dialog', { name: 'Submit for Review' });
    const link = dialog.getByRole('textbox', { name: 'Link to your work' });
    await link.fill('http://docs.example.org/inverter-wiring');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText("Please enter a valid URL starting with 'https://'.")).toBeVisible();
    await link.fill('https://docs.example.org/inverter-wiring');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('https://docs.example.org/inverter-wiring')).toBeVisible();
    await checkA11y(volunteer);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Work Submitted and Awaiting Review' })).toBeDisabled();
    await checkA11y(volunteer);
  } finally {
    await volunteer.context().close();
  }

  const mentor = await otherPerson(browser, 'mentor');
  try {
    await mentor.goto('/dashboard');
    await mentor.waitForLoadState('networkidle');
    const row = taskRow(mentor, taskName);
    // The row may render again after the page settles, closing a menu opened on it: open it until it stays.
    await expect(async () => {
      await row.getByRole('button', { name: 'Ready for Review' }).click();
      await expect(mentor.getByRole('menuitem', { name: /inverter-wiring/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await mentor.getByRole('menuitem', { name: 'complete and remove' }).click();
    await mentor.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(mentor.getByRole('row', { name: new RegExp(taskName) })).toHaveCount(0);
    await checkA11y(mentor);
  } finally {
    await mentor.context().close();
  }
});

test('an owner approves a volunteer’s task edit suggestion', async ({ page, browser }) => {
  const taskName = unique('Label the breakers');
  await signIn(page, 'owner');
  const taskId = await taskFor(page, 'Solar Microgrid', ['Sam Rivera'], taskName);

  const volunteer = await otherPerson(browser, 'volunteer');
  try {
    await volunteer.goto(`/wbs/tasks/${taskId}`);
    await volunteer.getByRole('button', { name: new RegExp(`Actions for [\\d.]+ ${taskName}`) }).click();
    await volunteer.getByRole('menuitem', { name: 'Suggest changes to task' }).click();
    const dialog = volunteer.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Classification' }).fill('Electrical');
    await dialog.getByRole('button', { name: 'Suggest changes' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await volunteer.context().close();
  }

  await page.goto('/taskeditsuggestions');
  await expect(page.getByRole('heading', { name: 'Task Edit Suggestions' })).toBeVisible();
  await page.getByRole('button', { name: taskName }).click();
  const review = page.getByRole('dialog', { name: `Suggested changes to ${taskName}` });
  await expect(review.getByRole('row', { name: /Electrical/ })).toBeVisible();
  await checkA11y(page);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('button', { name: taskName })).toHaveCount(0);

  const task = await page.request.get(`/api/task/${taskId}`, {
    headers: { authorization: await storedToken(page) },
  });
  expect(((await task.json()) as { classification: string }).classification).toBe('Electrical');
});

test('a manager’s team tasks table filters by days and shows all of a member’s tasks', async ({
  page,
  browser,
}) => {
  await signIn(page, 'owner');
  const names = Array.from({ length: 7 }, (_, i) => unique(`Sort the tiles ${i + 1}`));
  for (const name of names) await taskFor(page, 'Duplicable City Center', ['Björn Åkesson'], name);

  const manager = await otherPerson(browser, 'manager');
  try {
    await manager.goto('/dashboard');
    const table = manager.getByRole('table', { name: /Team Member Tasks/i });
    await expect(table).toBeVisible();
    await checkA11y(manager);
    await expect(table.getByText(names[6] ?? '')).toBeHidden();
    await table
      .getByRole('button', { name: /Show All/ })
      .first()
      .click();
    for (const name of names) await expect(table.getByText(name)).toBeVisible();
    await table.getByRole('button', { name: 'Truncate' }).first().click();

    await manager.getByRole('button', { name: '2 days', exact: true }).click();
    await expect(manager.getByRole('button', { name: '2 days', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(table.getByText('No time logged in the past 2 days.').first()).toBeVisible();
    await checkA11y(manager);
  } finally {
    await manager.context().close();
  }
});

test('an administrator views a volunteer’s dashboard and leaves', async ({ page }) => {
  await signIn(page, 'admin');
  const volunteerId = await userIdOf(page, 'Sam Rivera');
  await page.goto(`/dashboard/${volunteerId}`);
  const banner = page.getByText(/You are viewing Sam.s dashboard/);
  await expect(banner).toBeVisible();
  await page.goto('/dashboard');
  await expect(banner).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeHidden();
});
