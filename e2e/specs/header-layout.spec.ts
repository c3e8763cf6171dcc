// The header at the widths people use: every entry of every role in view and clickable from 1280 px,
// the menu button clear of the timer on a phone, no sideways scrolling of the page, and notices that
// open below the header rather than over it.
import type { Locator, Page } from '@playwright/test';
import { ownerMessageMessages } from '@hgn/domain/messages';
import { expect, signIn, test, type DemoAccountKey } from '../fixtures';

/** The bar's entries of each role's demo account, with the groups among them. */
const BAR: Record<DemoAccountKey, { links: string[]; groups: string[] }> = {
  owner: { links: ['Task Edit Suggestions', 'Dashboard', 'Timelog'], groups: ['Reports', 'Other Links'] },
  admin: { links: ['Task Edit Suggestions', 'Dashboard', 'Timelog'], groups: ['Reports', 'Other Links'] },
  manager: { links: ['Task Edit Suggestions', 'Dashboard', 'Timelog'], groups: ['Reports', 'Other Links'] },
  mentor: { links: ['Dashboard', 'Timelog'], groups: ['Reports'] },
  coreteam: { links: ['Dashboard', 'Timelog'], groups: ['Reports', 'Other Links'] },
  volunteer: { links: ['Dashboard', 'Timelog'], groups: ['Reports'] },
};

/** Fails unless the element lies wholly inside the window and its centre answers a click (nothing over it). */
async function expectInViewAndUncovered(page: Page, element: Locator, name: string): Promise<void> {
  await expect(element, name).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, name).not.toBeNull();
  if (!box) return;
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
  const isOnTop = await element.evaluate(
    (node, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (node === top || node.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(isOnTop, `${name} is not covered`).toBe(true);
}

const overlap = (a: { x: number; width: number }, b: { x: number; width: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width;

for (const [role, bar] of Object.entries(BAR) as [DemoAccountKey, (typeof BAR)[DemoAccountKey]][]) {
  test(`the ${role} account's header shows every entry at 1280 and 1440 px and fits a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, role);
    const header = page.locator('header');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const timer = header.getByRole('group', { name: 'Timer' });
    await expect(timer.getByRole('timer')).toBeVisible();

    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const entries: [string, Locator][] = [
        ['the site name', header.getByRole('link', { name: 'Highest Good Network' })],
        ...bar.links.map((name): [string, Locator] => [name, nav.getByRole('link', { name })]),
        ...bar.groups.map((name): [string, Locator] => [name, nav.getByRole('button', { name })]),
        ['Notifications', header.getByRole('link', { name: 'Notifications' })],
        ['the timer', timer.getByRole('timer')],
        ['View Profile', header.getByRole('link', { name: 'View Profile' })],
        ['the account menu', header.getByRole('button', { name: /account menu$/ })],
      ];
      for (const [name, element] of entries)
        await expectInViewAndUncovered(page, element, `${name} at ${width}`);

      // Each group opens from the keyboard, its every entry in the window.
      for (const group of bar.groups) {
        await nav.getByRole('button', { name: group }).focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        const items = menu.getByRole('menuitem');
        expect(await items.count(), `${group} has entries`).toBeGreaterThan(0);
        for (const item of await items.all())
          await expectInViewAndUncovered(page, item, `${group}: ${await item.textContent()} at ${width}`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    }

    await page.setViewportSize({ width: 375, height: 800 });
    const burger = header.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeVisible();
    const burgerBox = await burger.boundingBox();
    const timerBox = await timer.boundingBox();
    expect(burgerBox && timerBox && !overlap(burgerBox, timerBox), 'the menu button clears the timer').toBe(
      true,
    );
    await expectInViewAndUncovered(page, burger, 'the menu button at 375');
    await expectInViewAndUncovered(page, timer.getByRole('timer'), 'the timer at 375');
  });
}

test('the owner message is read in full on a phone, and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'owner');
  const message = 'Please log your hours every day and read the new safety guide before the build starts';
  await page.getByRole('button', { name: 'Edit header message' }).click();
  const text = page.getByRole('textbox', { name: 'Message' });
  await text.fill(message);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const shown = page.locator('header').getByText(message, { exact: true });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

  // The notice of the save opens below the header, never over its timer.
  const notice = page.getByRole('alert').filter({ hasText: ownerMessageMessages.messageSaved });
  await expect(notice).toBeVisible();
  const headerBox = await page.locator('header').boundingBox();
  const noticeBox = await notice.boundingBox();
  expect(noticeBox && headerBox && noticeBox.y >= headerBox.y + headerBox.height).toBe(true);
  // Nor do the notices' containers of other positions reach over the page.
  const isPageAnswering = await page.evaluate(
    () =>
      document
        .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
        ?.closest('.mantine-Notifications-root') === null,
  );
  expect(isPageAnswering, 'the middle of the page answers a click').toBe(true);

  // The leaderboard loads as it nears the window; its table scrolls within its own region.
  await page.getByRole('heading', { name: 'Leaderboard', exact: true }).scrollIntoViewIfNeeded();
  const leaderboard = page.getByRole('table', { name: 'Leaderboard' });
  await expect(leaderboard.locator('tr[data-person]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('Team Member Tasks beside its kept actions column', () => {
  for (const role of ['owner', 'admin'] as const) {
    test(`covers nothing of the ${role} account's table at 1440 px, and at 1280 px scrolls to it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, role);
      const region = page.getByRole('region', { name: 'Team member tasks', exact: true });
      await expect(region.locator('tbody tr').first()).toBeVisible();
      const headings = region.locator('thead th');
      for (const width of [1440, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await region.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
        const actions = await headings.last().boundingBox();
        const count = await headings.count();
        for (let index = 0; index < count - 1; index += 1) {
          const heading = headings.nth(index);
          const box = await heading.boundingBox();
          expect(
            box && actions && box.x + box.width <= actions.x + 1,
            `${await heading.textContent()} clear of the actions at ${width}`,
          ).toBe(true);
        }
        if (width === 1440)
          expect(await region.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      }
    });
  }
});
