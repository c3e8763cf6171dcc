import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { profileMessages } from '@hgn/domain/messages';
import { checkA11y, expect, signIn, storedToken, test } from '../fixtures';

/** The signed-in user's id, from the token's payload. */
async function ownUserId(page: Page): Promise<string> {
  const token = await storedToken(page);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    userid: string;
  };
  return payload.userid;
}

async function openEditor(page: Page, userId: string): Promise<void> {
  await page.goto(`/userprofileedit/${userId}`);
  await expect(page.getByRole('tab', { name: 'Basic Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
}

async function saveChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page
    .getByRole('dialog', { name: 'Save Changes' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
}

/** A real PNG of random pixels: noise does not compress, so the file is as large as its pixels. */
function noisyPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_unused, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i++)
    rows[i] = i % (width * 3 + 1) === 0 ? 0 : Math.floor(Math.random() * 256);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a volunteer edits and saves their profile', async ({ page }) => {
  await signIn(page, 'mentor');
  const userId = await ownUserId(page);
  await openEditor(page, userId);
  await checkA11y(page);

  const jobTitle = page.getByRole('textbox', { name: 'Job Title' });
  await jobTitle.fill('Field Coordinator');
  await expect(page.getByText(profileMessages.unsavedChanges)).toBeVisible();

  // Save stays disabled while the first name is empty.
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  const original = await firstName.inputValue();
  await firstName.fill('');
  await expect(page.getByText(profileMessages.firstNameRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await firstName.fill(original);

  await saveChanges(page);
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText(profileMessages.unsavedChanges)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Field Coordinator');
  await page.getByRole('tab', { name: 'Edit History' }).click();
  await expect(page.getByText('No important field of this profile has been changed yet.')).toBeVisible();
});

test('a save from an older copy of the profile asks for a reload', async ({ page, context }) => {
  await signIn(page, 'mentor');
  const userId = await ownUserId(page);
  const second = await context.newPage();
  await openEditor(page, userId);
  await openEditor(second, userId);

  await page.getByRole('textbox', { name: 'Bio' }).fill('Written in the first tab');
  await saveChanges(page);
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  await second.getByRole('textbox', { name: 'Bio' }).fill('Written in the second tab');
  await saveChanges(second);
  const stale = second.getByRole('dialog', { name: 'Reload needed' });
  await expect(stale).toContainText('changed by someone else');
  await expect(stale.getByRole('button', { name: 'Reload' })).toBeVisible();
  await second.close();
});

test('a link without a valid URL is refused with the rule’s message', async ({ page }) => {
  await signIn(page, 'volunteer');
  await openEditor(page, await ownUserId(page));
  await page.getByRole('button', { name: 'Edit Links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Links' });
  await dialog.getByRole('textbox', { name: 'New link name' }).fill('Portfolio');
  await dialog.getByRole('textbox', { name: 'New link URL' }).fill('not a link');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(profileMessages.linksInvalid)).toBeVisible();
  await checkA11y(page);
});

test('an oversized picture is refused, then resized in the browser and uploaded', async ({ page }) => {
  await signIn(page, 'volunteer');
  await openEditor(page, await ownUserId(page));
  const png = noisyPng(220, 220);
  expect(png.length).toBeGreaterThan(50 * 1024);
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByRole('dialog', { name: profileMessages.pictureErrorTitle });
  await expect(dialog).toContainText(profileMessages.pictureTooLarge);
  await checkA11y(page);
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/picture') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Resize' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Profile picture updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo of / }).first()).toHaveAttribute(
    'src',
    /\/picture\?v=\d+/,
  );
});

test('a volunteer sees their projects and open tasks, as a table and as cards on a tablet', async ({
  page,
}) => {
  await signIn(page, 'volunteer');
  await openEditor(page, await ownUserId(page));
  await page.getByRole('tab', { name: 'Projects' }).click();

  const tasks = page.getByRole('table', { name: 'Tasks' });
  const row = tasks.getByRole('row').filter({ hasText: 'Draft the aquapini floor plan' });
  await expect(row).toContainText('Duplicable City Center');
  await expect(row).toContainText('Phase 1: Village layout');
  await expect(row).toContainText('0 of 20');
  await expect(tasks.getByRole('row').filter({ hasText: 'Document the inverter wiring' })).toContainText(
    'Solar Microgrid',
  );
  await checkA11y(page);

  await page.setViewportSize({ width: 600, height: 900 });
  await expect(tasks).toBeHidden();
  const cards = page.getByRole('list', { name: 'Tasks' });
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Draft the aquapini floor plan' }),
  ).toContainText('Duplicable City Center');
  await checkA11y(page);
});
