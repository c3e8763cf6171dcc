import { popupEditorMessages } from '@hgn/domain/popupEditors';
import { checkA11y, expect, openOtherLinks, signIn, storedToken, test } from '../fixtures';

const shots = '/tmp/shots-wt-people';

test('an Administrator reaches Popup Texts from the menu, adds a text and edits it, in light and dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  await (await openOtherLinks(page)).getByRole('menuitem', { name: 'Popup Texts' }).click();
  await expect(page.getByRole('heading', { name: 'Popup Texts' })).toBeVisible();
  const token = await storedToken(page);
  const before = (await (
    await page.request.get('/api/popupeditors', { headers: { authorization: token } })
  ).json()) as unknown[];
  if (before.length === 0) await expect(page.getByText('No popup texts yet.')).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: `${shots}/popup-texts-empty.png`, fullPage: true });

  const name = `Summary tips ${Date.now()}`;
  await page.getByRole('button', { name: 'New popup text' }).click();
  const form = page.getByRole('region', { name: 'New popup text' });
  await form.getByRole('textbox', { name: 'Popup name' }).fill(name);
  await form.getByRole('textbox', { name: 'Text of the new popup' }).click();
  await page.keyboard.type('Write one paragraph.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(popupEditorMessages.saved).first()).toBeVisible();
  await expect(form).toHaveCount(0);

  const card = page.getByRole('article', { name });
  await expect(card.getByText('Write one paragraph.')).toBeVisible();
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = card.getByRole('textbox', { name: `Text of ${name}` });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Start with "This week".');
  await page.screenshot({ path: `${shots}/popup-texts-editing.png`, fullPage: true });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(card.getByText('Write one paragraph. Start with "This week".')).toBeVisible();
  await checkA11y(page, { passingNotices: 'left out' });
  await page.screenshot({ path: `${shots}/popup-texts-light.png`, fullPage: true });

  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
  await checkA11y(page, { passingNotices: 'left out' });
  await page.screenshot({ path: `${shots}/popup-texts-dark.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
});

test('a volunteer is offered no Popup Texts and cannot write one through the API', async ({ page }) => {
  await signIn(page, 'volunteer');
  await expect(page.getByRole('button', { name: 'Other Links' })).toHaveCount(0);
  await page.goto('/popupTexts');
  await expect(page).toHaveURL(/\/dashboard$/);
  const refused = await page.request.post('/api/popupeditors/', {
    headers: { authorization: await storedToken(page) },
    data: { popupName: 'Mine', popupContent: '<p>x</p>' },
  });
  expect(refused.status()).toBe(403);
});
