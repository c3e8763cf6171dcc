// Two-step sign-in (TOTP): setting it up on the Security page with a code computed here from the
// secret the page shows, the sign-in's second step, and the Owner's policy sending a role's people to
// the set-up. Specs share one server: these tests use people and a role of their own, made through the
// API as the Owner, and leave the policy empty.
import type { APIRequestContext, Page } from '@playwright/test';
import { totpAt, totpStep } from '../../apps/server/src/features/twoFactor/totp';
import { DEMO_PASSWORD, checkA11y, demoAccounts, expect, signIn, storedToken, test } from '../fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The code of the step `offset` steps from now. */
const codeFor = (secret: string, offset = 0) => totpAt(secret, totpStep(new Date()) + offset);

async function ownerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: { email: demoAccounts.owner.email, password: DEMO_PASSWORD },
  });
  const { token } = (await res.json()) as { token: string };
  return token;
}

/** A person of their own, created by the Owner, whose first password is already changed to DEMO_PASSWORD. */
async function newPerson(request: APIRequestContext, role: string): Promise<string> {
  const email = `two-step-${unique()}@example.org`;
  const created = await request.post('/api/userprofile', {
    headers: { authorization: await ownerToken(request) },
    data: { firstName: 'Tess', lastName: `Steps${unique()}`, email, role, password: 'First!pass2026' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const first = await request.post('/api/login', { data: { email, password: 'First!pass2026' } });
  const { userId, resetToken } = (await first.json()) as { userId: string; resetToken: string };
  const changed = await request.patch('/api/forcepassword', {
    data: { userId, resetToken, newpassword: DEMO_PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return email;
}

async function typeCredentials(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sets up two-step sign-in on the panel shown: reads the key, types the code, answers the recovery codes. */
async function setUp(page: Page, shotName: string): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y(page);
  await page.screenshot({ path: `/tmp/shots-2fa/${shotName}-qr.png`, fullPage: true });
  await page.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await checkA11y(page, { passingNotices: 'left out' });
  await page.screenshot({ path: `/tmp/shots-2fa/${shotName}-codes.png`, fullPage: true });
  return secret;
}

/** The password step, then the code of the next step (the set-up's code is spent). */
async function signInWithCode(page: Page, email: string, secret: string): Promise<void> {
  await page.goto('/login');
  await typeCredentials(page, email);
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeVisible();
  await checkA11y(page);
  await page.screenshot({ path: '/tmp/shots-2fa/login-code-step.png' });
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login\/?(\?|#|$)/i);
}

test('a person sets up two-step sign-in from the account menu, then signs in with a code', async ({
  page,
}) => {
  test.slow();
  const email = await newPerson(page.request, 'Volunteer');
  await signIn(page, { email });
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('You sign in with your password alone.')).toBeVisible();
  const secret = await setUp(page, 'security');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/Recovery codes left: 10/)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-2fa/security-on.png', fullPage: true });

  await page.goto('/Logout');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInWithCode(page, email, secret);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
});

test('a two-step account opens the building portal from its own sign-in page with a code', async ({
  page,
}) => {
  const email = await newPerson(page.request, 'Volunteer');
  const signedIn = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  const authorization = ((await signedIn.json()) as { token: string }).token;
  const setup = await page.request.post('/api/auth/2fa/setup', { headers: { authorization } });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await page.request.post('/api/auth/2fa/enable', {
    headers: { authorization },
    data: { code: codeFor(secret, -1) },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);

  await page.goto('/bmdashboard/login');
  await typeCredentials(page, email);
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeVisible();
  await checkA11y(page);
  await code.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/bmdashboard$/);
  const claims = JSON.parse(
    Buffer.from((await storedToken(page)).split('.')[1] ?? '', 'base64url').toString(),
  ) as { access: { canAccessBMPortal: boolean } };
  expect(claims.access.canAccessBMPortal).toBe(true);
});

test.describe('the Owner requires two-step sign-in of a role', () => {
  const role = `Security Test Role ${unique()}`;

  test.afterAll(async ({ request }) => {
    const token = await ownerToken(request);
    await request.put('/api/auth/2fa/policy', {
      headers: { authorization: token },
      data: { requiredRoles: [] },
    });
  });

  test("the role's people are sent to the set-up, then sign in with a code", async ({ page, browser }) => {
    test.slow();
    const token = await ownerToken(page.request);
    const created = await page.request.post('/api/roles', {
      headers: { authorization: token },
      data: { roleName: role, permissions: [] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const email = await newPerson(page.request, role);

    await signIn(page, 'owner');
    await page.goto('/security');
    const policy = page.getByRole('region', { name: 'Two-step sign-in policy' });
    await policy.getByRole('checkbox', { name: role }).check();
    await policy.getByRole('button', { name: 'Save policy' }).click();
    await expect(page.getByText('The roles that must use two-step sign-in were saved.')).toBeVisible();
    await checkA11y(page, { passingNotices: 'left out' });
    await page.screenshot({ path: '/tmp/shots-2fa/policy.png', fullPage: true });

    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto('/login');
    await typeCredentials(person, email);
    await expect(person).toHaveURL(/\/security\/setup$/);
    await expect(person.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    const secret = await setUp(person, 'setup-required');
    await person.getByRole('button', { name: 'Sign in again' }).click();
    await expect(person).toHaveURL(/\/login$/);
    await signInWithCode(person, email, secret);
    await context.close();
  });
});
