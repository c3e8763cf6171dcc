import { lessonMessages } from '@hgn/domain/messages';
import type { Page } from '@playwright/test';
import {
  checkA11y,
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  signIn,
  test,
  type DemoAccountKey,
} from '../fixtures';

/** Signs in and opens the building portal on the way to `path`. */
async function openInPortal(page: Page, who: DemoAccountKey, path: string) {
  await signIn(page, who);
  await page.goto(path);
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoAccounts[who].email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('lessons learned', () => {
  test('a lesson is added, liked, edited by its author only, and its tag is kept in the tag list', async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36).slice(-6);
    const title = `Cure the earthbags ${stamp}`;
    const tag = `Plaster ${stamp}`;

    const authorPage = await (await browser.newContext()).newPage();
    await openInPortal(authorPage, 'manager', '/bmdashboard/lessonform');
    await expect(authorPage.getByRole('heading', { name: 'Add a Lesson Learned', level: 1 })).toBeVisible();

    const form = authorPage.getByRole('form', { name: 'Lesson' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(lessonMessages.titleRequired)).toBeVisible();
    await expect(form.getByText(lessonMessages.contentRequired)).toBeVisible();

    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Lesson' }).click();
    await authorPage.keyboard.type('Let the walls dry a full week before plastering.');
    const tags = form.getByLabel('Tags', { exact: true });
    await tags.fill(tag);
    await tags.press('Enter');
    await tags.press('Escape');
    await form.getByRole('combobox', { name: 'Project' }).click();
    await authorPage.getByRole('option', { name: 'Earthbag Village' }).click();
    await checkA11y(authorPage);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(authorPage).toHaveURL(/\/bmdashboard\/lessonlist$/);
    const lesson = authorPage.getByRole('article', { name: title });
    await expect(lesson).toContainText('Let the walls dry a full week before plastering.');
    await expect(lesson).toContainText(tag);
    await checkA11y(authorPage);

    // Liking it counts one; liking again takes it back.
    const like = lesson.getByRole('button', { name: /^Like/ });
    await like.click();
    await expect(lesson.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
    await lesson.getByRole('button', { name: 'Like (1)' }).click();
    await expect(lesson.getByRole('button', { name: 'Like (0)' })).toHaveAttribute('aria-pressed', 'false');
    await lesson.getByRole('button', { name: 'Like (0)' }).click();
    await expect(lesson.getByRole('button', { name: 'Like (1)' })).toBeVisible();

    // The author edits it; an emptied lesson is refused.
    await lesson.getByRole('button', { name: 'Edit' }).click();
    const dialog = authorPage.getByRole('dialog');
    const editor = dialog.getByRole('textbox', { name: 'Lesson' });
    await editor.click();
    await authorPage.keyboard.press('ControlOrMeta+A');
    await authorPage.keyboard.press('Backspace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(lessonMessages.contentRequired)).toBeVisible();
    await editor.click();
    await authorPage.keyboard.type('Wait two weeks in the rainy season.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(lesson).toContainText('Wait two weeks in the rainy season.');

    // Another person sees the lesson, may like it, but is offered no Edit or Delete.
    const otherPage = await (await browser.newContext()).newPage();
    await openInPortal(otherPage, 'admin', '/bmdashboard/lessonlist');
    const seen = otherPage.getByRole('article', { name: title });
    await expect(seen).toContainText('Wait two weeks in the rainy season.');
    await expect(seen.getByRole('button', { name: 'Like (1)' })).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await seen.getByRole('button', { name: 'Like (1)' }).click();
    await expect(seen.getByRole('button', { name: 'Like (2)' })).toBeVisible();

    // The lesson's tag is in use: deleting it from the tag list is refused, and it stays listed.
    await otherPage.getByPlaceholder('Choose tags').click();
    await otherPage.getByRole('option', { name: tag, exact: true }).click();
    await otherPage.keyboard.press('Escape');
    await otherPage.getByRole('button', { name: 'Delete tags' }).click();
    await expect(otherPage.getByText(lessonMessages.tagInUse(tag))).toBeVisible();
    await otherPage.getByPlaceholder('Choose tags').click();
    await expect(otherPage.getByRole('option', { name: tag, exact: true })).toHaveCount(1);
    await expect(otherPage.getByRole('option', { name: 'Building 1', exact: true })).toBeVisible();
    await checkA11y(otherPage);
  });
});
