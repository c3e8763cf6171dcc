import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium.js';
import { BENCH_PASSWORD, benchAccounts } from './dataset/accounts.js';
import { startServer } from './lib/server.js';

const server = await startServer('.cache/bench/default');
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (let n = 0; n < 3; n++) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(benchAccounts.owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(BENCH_PASSWORD);
    const events: string[] = [];
    const t0 = Date.now();
    page.on('request', (r) => events.push(`${Date.now() - t0} start ${r.url().replace(server.baseUrl, '')}`));
    page.on('requestfinished', async (r) => {
      const size = (await r.sizes()).responseBodySize;
      events.push(`${Date.now() - t0} done  ${r.url().replace(server.baseUrl, '')} ${size}`);
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const h2 = page.getByRole('heading', { name: 'Leaderboard', exact: true });
    await h2.waitFor({ timeout: 60000 });
    events.push(`${Date.now() - t0} h2 visible`);
    await h2.scrollIntoViewIfNeeded().catch(() => h2.scrollIntoViewIfNeeded());
    await page.locator('tr[data-person]').first().waitFor({ timeout: 60000 });
    events.push(`${Date.now() - t0} first row`);
    if (n === 2) console.log(events.join('\n'));
    else console.log(events.at(-1));
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
