import { jobFormMessages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, test } from '../fixtures';

test('an owner builds a job form, an applicant answers it, and the owner reads the submission', async ({
  page,
}) => {
  // A title of this run only, so that the form found is the one this test built.
  const title = `Garden Designer ${Date.now().toString(36)}`;
  const applicant = `Ada ${Date.now().toString(36)}`;

  await signIn(page, 'owner');
  await page.goto('/jobformbuilder');
  await expect(page.getByRole('heading', { name: 'Job Form Builder' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Form title' })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('combobox', { name: 'Form title' }).fill(title);
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Description' }).fill('Design the gardens with us.');

  await page.getByRole('textbox', { name: 'Field label' }).fill('Full name');
  await page.getByRole('button', { name: 'Add question' }).click();

  await page.getByRole('textbox', { name: 'Field label' }).fill('Availability');
  await page.getByRole('combobox', { name: 'Question type' }).click();
  await page.getByRole('option', { name: 'Radio buttons' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(
    page.getByText('Checkbox, radio and dropdown questions need at least one option.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Part time');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Option 2' }).fill('Full time');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText(jobFormMessages.saved)).toBeVisible();
  await expect(page.getByText(jobFormMessages.noResponses)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('link', { name: /\/formviewer\?formId=/ }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill(applicant);
  await page.getByRole('radio', { name: 'Part time' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(jobFormMessages.submitted)).toBeVisible();
  await checkA11y(page);

  await page.goto('/jobformbuilder');
  await page.getByRole('combobox', { name: 'Form', exact: true }).click();
  await page.getByRole('option', { name: `${title} (1 responses)` }).click();
  const responses = page.getByRole('table', { name: 'Responses' });
  await expect(responses).toContainText(applicant);
  await expect(responses).toContainText('Availability: Part time');
  await checkA11y(page);
});

test('a form built for a job is linked from the job board, where a signed-out visitor opens it', async ({
  page,
  browser,
}) => {
  const title = `Solar Installer ${Date.now().toString(36)}`;
  await signIn(page, 'owner');
  await page.goto('/jobformbuilder');
  await page.getByRole('combobox', { name: 'Form title' }).fill(title);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: 'Solar Power Engineer (Energy)' }).click();
  await page.getByRole('textbox', { name: 'Field label' }).fill('Full name');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText(jobFormMessages.saved)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto('/collaboration');
    await visitor.getByRole('link', { name: 'Application form for Solar Power Engineer' }).click();
    await expect(visitor).toHaveURL(/\/formviewer\?formId=[0-9a-f-]{36}$/);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await checkA11y(visitor);
  } finally {
    await visitor.context().close();
  }
});
