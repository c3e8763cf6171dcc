import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, demoAccounts, expect, signIn, storedToken, test, userIdOf } from '../fixtures';
import {
  apiToken,
  chooseDarkMode,
  chooseWork,
  daySection,
  demoVolunteer,
  entryForm,
  notesWithLink,
  openWeekTab,
  pacificDay,
  postEntry,
  projectIdOf,
  timeEntryMessages as msg,
  usDay,
} from '../timeLog';

// Each test walks the form and its dialogs with an accessibility scan at each, on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Signs in a volunteer of the Solar Microgrid project (by the e-mail's name); answers their id, an
 * administrator's token to log time for them and the project's id.
 */
async function solarVolunteer(page: Page, request: APIRequestContext, name: string) {
  const person = demoVolunteer(`${name}@example.org`);
  const adminToken = await apiToken(request, demoAccounts.admin.email);
  const projectId = await projectIdOf(request, adminToken, 'Solar Microgrid');
  await signIn(page, person);
  return { personId: await userIdOf(page, person.fullName), adminToken, projectId };
}

test('a volunteer logs intangible time from the time log’s form', async ({ page }) => {
  const person = demoVolunteer('soren.christensen@example.org');
  const today = usDay(pacificDay());
  await signIn(page, person);
  await chooseDarkMode(page, person.firstName);
  await page.goto('/timelog');
  await openWeekTab(page, 'Current Week Timelog');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Add Intangible Time Entry' }).click();
  const form = entryForm(page);
  await expect(form.getByRole('textbox', { name: 'Hours' })).toBeVisible();
  // Time entered in the volunteer's own log is intangible only.
  await expect(form.getByRole('checkbox', { name: 'Tangible' })).toBeDisabled();
  await checkA11y(page);

  await form.getByRole('button', { name: 'Save' }).click();
  const reminder = page.getByRole('dialog', { name: 'Reminder' });
  await expect(reminder.getByText(msg.notesRequired)).toBeVisible();
  await reminder.getByRole('button', { name: 'OK' }).click();
  await expect(reminder).toBeHidden();
  await expect(form.getByText(msg.timeRequired)).toBeVisible();
  await expect(form.getByText(msg.projectRequired)).toBeVisible();

  await form.getByRole('textbox', { name: 'Hours' }).fill('1');
  await form.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await chooseWork(page, 'Solar Microgrid');
  const notes = form.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Measured the load of every circuit in the east wing and wrote down the peak readings');
  await expect(form.getByText(msg.notesLinkReminder)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(reminder.getByText(msg.notesLinkReminder)).toBeVisible();
  await checkA11y(page);
  await reminder.getByRole('button', { name: 'OK' }).click();
  await expect(reminder).toBeHidden();

  await notes.fill(notesWithLink('East wing loads'));
  await expect(form.getByTestId('notes-reminders')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  const tiger = page.getByRole('dialog', { name: msg.intangibleTitle });
  await expect(tiger.getByText(msg.intangibleConfirm)).toBeVisible();
  await tiger.getByRole('button', { name: 'Keep intangible' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(msg.saved)).toBeVisible();

  const day = daySection(page, today);
  await expect(day.getByText('Day total 1:30')).toBeVisible();
  const card = day.getByRole('listitem', { name: `Time entry of ${today}, 1:30` });
  await expect(card.getByText('Intangible')).toBeVisible();
  await expect(card.getByRole('link', { name: /docs\.example\.org/ })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Intangible 1:30', { exact: true })).toBeVisible();
});

test('a volunteer edits today’s entry and has no edit of a past one, which the server refuses', async ({
  page,
  request,
}) => {
  const { personId, adminToken, projectId } = await solarVolunteer(page, request, 'lukasz.kowalski');
  const today = pacificDay();
  // A week back is always in the week before the current one.
  const pastDay = pacificDay(7);
  const entry = {
    personId,
    projectId,
    hours: 0,
    minutes: 45,
    isTangible: false,
    notes: notesWithLink('Panel survey'),
  };
  await postEntry(request, await storedToken(page), { ...entry, dateOfWork: today });
  const pastId = await postEntry(request, adminToken, { ...entry, dateOfWork: pastDay, hours: 2 });

  await page.goto('/timelog');
  await openWeekTab(page, 'Current Week Timelog');
  await expect(daySection(page, usDay(today)).getByText('Day total 0:45')).toBeVisible();
  await checkA11y(page);
  await daySection(page, usDay(today))
    .getByRole('button', { name: `Edit the time entry of ${usDay(today)}` })
    .click();
  const form = entryForm(page);
  await expect(form.getByRole('textbox', { name: 'Minutes' })).toHaveValue('45');
  await checkA11y(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(msg.nothingChanged)).toBeVisible();
  await form.getByRole('textbox', { name: 'Minutes' }).fill('50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(daySection(page, usDay(today)).getByText('Day total 0:50')).toBeVisible();

  await openWeekTab(page, 'Last Week');
  const past = daySection(page, usDay(pastDay));
  await expect(past.getByRole('listitem', { name: `Time entry of ${usDay(pastDay)}, 2:45` })).toBeVisible();
  await expect(past.getByRole('button', { name: /^Edit the time entry/ })).toHaveCount(0);
  await expect(past.getByRole('button', { name: /^Delete the time entry/ })).toHaveCount(0);
  await checkA11y(page);

  const refused = await page.request.put(`/api/TimeEntry/${pastId}`, {
    headers: { authorization: await storedToken(page) },
    data: { ...entry, dateOfWork: pastDay, hours: 3 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(msg.editRefused('time'));
});

test('the fifth edit of tangible time warns on the way and gives a blue square', async ({
  page,
  request,
}) => {
  const { personId, adminToken, projectId } = await solarVolunteer(page, request, 'priya.raghunathan');
  const today = pacificDay();
  await postEntry(request, adminToken, {
    personId,
    projectId,
    dateOfWork: today,
    hours: 1,
    minutes: 0,
    isTangible: true,
    notes: notesWithLink('Inverter wiring'),
  });

  await page.goto('/timelog');
  await openWeekTab(page, 'Current Week Timelog');
  const day = daySection(page, usDay(today));
  await expect(day.getByText('Day total 1:00')).toBeVisible();
  for (let edit = 1; edit <= 5; edit += 1) {
    await day.getByRole('button', { name: `Edit the time entry of ${usDay(today)}` }).click();
    const form = entryForm(page);
    await expect(form.getByTestId('time-entry-edit-warning')).toHaveText(msg.editWarning(edit - 1));
    if (edit === 1) await checkA11y(page);
    await form.getByRole('textbox', { name: 'Minutes' }).fill(String(edit));
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(day.getByText(`Day total 1:0${edit}`)).toBeVisible();
  }

  await page.goto(`/userprofile/${personId}`);
  const squares = page.getByRole('region', { name: 'Blue squares' });
  await expect(squares.getByRole('listitem')).toHaveCount(1);
  await expect(squares.getByRole('listitem').getByText(msg.blueSquareDescription(5))).toBeVisible();
});
