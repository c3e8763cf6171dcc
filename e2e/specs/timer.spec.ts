import type { APIRequestContext, Page } from '@playwright/test';
import { timerMessages } from '../../packages/domain/src/messages/timer.messages';
import { TIMER_RECONNECT_GRACE_MS } from '../../packages/domain/src/timer/timerProtocol';
import { checkA11y, expect, signIn, storedToken, test, userIdOf } from '../fixtures';
import {
  chooseWork,
  daySection,
  demoVolunteer,
  entryForm,
  notesWithLink,
  openWeekTab,
  pacificDay,
  timeEntryMessages,
  usDay,
} from '../timeLog';

// Each test walks the form and its dialogs with an accessibility scan at each, on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

/** The header timer. */
const headerTimer = (page: Page) => page.getByRole('group', { name: 'Timer', exact: true });

/** Waits until the timer's connection is open and its state has arrived, stopped or paused. */
async function timerReady(page: Page): Promise<void> {
  await expect(headerTimer(page).getByRole('button', { name: 'Start timer' })).toBeEnabled();
}

/** Signs the demo volunteer in and starts their timer; answers their id and session token. */
async function startedTimerOf(page: Page, email: string): Promise<{ personId: string; token: string }> {
  const person = demoVolunteer(email);
  await signIn(page, person);
  const personId = await userIdOf(page, person.fullName);
  const token = await storedToken(page);
  await timerReady(page);
  await headerTimer(page).getByRole('button', { name: 'Start timer' }).click();
  await expect(headerTimer(page).getByRole('button', { name: 'Pause timer' })).toBeEnabled();
  return { personId, token };
}

/** The newest event of the person's timer, read through the API. */
async function newestTimerEvent(request: APIRequestContext, personId: string, token: string) {
  const res = await request.get(`/api/timelogTracking/${personId}`, { headers: { authorization: token } });
  const [newest] = (await res.json()) as { eventType: string }[];
  return newest?.eventType;
}

test('the header timer is started, paused, resumed and stopped, and its time logged', async ({ page }) => {
  const person = demoVolunteer('ahmet.yilmaz@example.org');
  await signIn(page, person);
  const timer = headerTimer(page);
  await timerReady(page);
  await expect(timer.getByLabel('Remaining time 0:15:00')).toBeVisible();
  await checkA11y(page);

  await timer.getByRole('button', { name: 'Start timer' }).click();
  await timer.getByRole('button', { name: 'Pause timer' }).click();
  await timer.getByRole('button', { name: 'Start timer' }).click();
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeEnabled();
  // The page's clock moves two minutes on (its timers keep running), so the run lasts minutes in no time.
  await page.clock.setSystemTime(Date.now() + 120_000);
  await expect(timer.getByLabel(/^Remaining time 0:12:\d\d$/)).toBeVisible();

  await timer.getByRole('button', { name: 'Stop timer and log time' }).click();
  const form = entryForm(page);
  await expect(form.getByText('Log the time of your timer.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Hours' })).toHaveValue('0');
  await expect(form.getByRole('textbox', { name: 'Minutes' })).toHaveValue('2');
  await expect(timer.getByRole('button', { name: 'Start timer' })).toBeEnabled();
  await checkA11y(page);

  await chooseWork(page, 'Duplicable City Center');
  await form.getByRole('textbox', { name: 'Notes' }).fill(notesWithLink('Site plan review'));
  await form.getByRole('checkbox', { name: 'Tangible' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  const tiger = page.getByRole('dialog', { name: timeEntryMessages.intangibleTitle });
  await expect(tiger.getByText(timeEntryMessages.intangibleConfirm)).toBeVisible();
  await checkA11y(page);
  await tiger.getByRole('button', { name: 'Keep intangible' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(timeEntryMessages.saved)).toBeVisible();
  // Logging stopped the run: what was left of it is the next run's goal, which may be set again.
  await timerReady(page);
  await timer.getByRole('button', { name: 'Timer goal' }).click();
  const panel = page.getByRole('dialog', { name: 'Timer' });
  await expect(panel.getByText(/^Goal: 0:1[45]:\d\d$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit goal' })).toBeEnabled();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Through the app’s own link, so the page keeps the clock moved above.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Timelog' }).click();
  await openWeekTab(page, 'Current Week Timelog');
  const today = usDay(pacificDay());
  const card = daySection(page, today).getByRole('listitem', { name: `Time entry of ${today}, 0:02` });
  await expect(card.getByText('Intangible')).toBeVisible();
  await expect(card.getByText('Duplicable City Center')).toBeVisible();
});

test('a running timer whose last page closed is paused by force, and the pause is acknowledged', async ({
  page,
  context,
}) => {
  const { personId, token } = await startedTimerOf(page, 'yuki.tanaka@example.org');

  // The timer's only socket closes with its page; once the reconnection grace has passed, nobody having
  // come back, the service pauses the run by force.
  await page.close();
  await expect
    .poll(() => newestTimerEvent(context.request, personId, token), {
      timeout: TIMER_RECONNECT_GRACE_MS + 15_000,
    })
    .toBe('Automatic Pause');

  const again = await context.newPage();
  await again.goto('/dashboard');
  const paused = again.getByRole('dialog', { name: timerMessages.pausedTitle });
  await expect(paused.getByText(timerMessages.paused, { exact: true })).toBeVisible();
  await checkA11y(again);
  await paused.getByRole('button', { name: 'OK' }).click();
  await expect(paused).toBeHidden();
  await timerReady(again);

  await again.reload();
  await timerReady(again);
  await expect(headerTimer(again).getByLabel(/^Remaining time 0:1\d:\d\d$/)).toBeVisible();
  await expect(paused).toBeHidden();
  await checkA11y(again);
});

test('a running timer keeps running through a reload of its page, with no Timer Paused modal', async ({
  page,
}) => {
  const { personId, token } = await startedTimerOf(page, 'kwame.mensah@example.org');
  const timer = headerTimer(page);

  await page.reload();
  const paused = page.getByRole('dialog', { name: timerMessages.pausedTitle });
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeEnabled();
  await expect(paused).toBeHidden();
  // Past the reconnection grace the closed socket of the page before the reload has paused nothing.
  await page.waitForTimeout(TIMER_RECONNECT_GRACE_MS + 2_000);
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeEnabled();
  await expect(paused).toBeHidden();
  await expect(timer.getByLabel(/^Remaining time 0:14:\d\d$/)).toBeVisible();
  expect(await newestTimerEvent(page.request, personId, token)).toBe('Timelog Resumed');
});
