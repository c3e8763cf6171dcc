import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Response } from 'playwright-core';
import { repoRoot } from '../../apps/server/src/paths.js';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/server/src/seed/demo-people.js';
import { chromiumArgs, chromiumExecutable } from '../../e2e/chromium.js';
import { startDemoServer } from '../lib/server.js';
import type { Scenario, ScenarioContext } from './scenario.js';

/** gzip at its highest level, as a server or CDN that compresses ahead of time would send it. */
const GZIP_LEVEL = 9;
const NAVIGATION_TIMEOUT_MS = 60_000;

type RouteBudget = { route: string; targetKB: number; signedIn: boolean };

const budgets: RouteBudget[] = [
  { route: '/login', targetKB: 120, signedIn: false },
  { route: '/dashboard', targetKB: 250, signedIn: true },
];

/** Kilobytes as Vite prints them (1 kB = 1000 bytes). */
const kB = (bytes: number) => Math.round(bytes / 100) / 10;

type Download = { file: string; type: 'script' | 'style'; bytes: number; gzipBytes: number };

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

/** The web app's own build (its `build` script), written into `outDir` so that apps/web/dist is left alone. */
function buildWebApp(outDir: string): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return run(npm, [
    'run',
    'build',
    '--silent',
    '-w',
    '@hgn/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
}

function downloadType(response: Response): Download['type'] | undefined {
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'script';
  if (/text\/css/.test(contentType)) return 'style';
  return undefined;
}

/**
 * Loads `route` in a new tab with the browser cache disabled, until the network is idle, and returns
 * every script and style sheet it downloaded (each address once), gzipped.
 */
async function recordLoad(context: BrowserContext, baseUrl: string, route: string): Promise<Download[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const pending: Promise<Download>[] = [];
  const failed: string[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const type = downloadType(response);
    const url = new URL(response.url());
    if (!type || url.origin !== baseUrl || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    if (!response.ok()) {
      failed.push(`${url.pathname} answered ${response.status()}`);
      return;
    }
    pending.push(
      response.body().then((body) => ({
        file: url.pathname,
        type,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
      })),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
  const landed = new URL(page.url()).pathname;
  if (landed !== route) throw new Error(`opening ${route} ended on ${landed}`);
  if (failed.length > 0) throw new Error(`opening ${route}: ${failed.join(', ')}`);
  const downloads = await Promise.all(pending);
  await page.close();
  return downloads.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Signs `email` in through the sign-in form, which stores the session in the browser. */
export async function signInThroughForm(
  context: BrowserContext,
  baseUrl: string,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`, { timeout: NAVIGATION_TIMEOUT_MS });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  try {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: NAVIGATION_TIMEOUT_MS });
  } catch (error) {
    const said = await page.getByRole('alert').allInnerTexts();
    throw new Error(`signing in as ${email} did not leave /login: ${said.join(' ') || 'nothing said'}`, {
      cause: error,
    });
  }
  await page.close();
}

function summarise(budget: RouteBudget, downloads: Download[]) {
  const gzipBytes = downloads.reduce((sum, d) => sum + d.gzipBytes, 0);
  const bytes = downloads.reduce((sum, d) => sum + d.bytes, 0);
  return {
    route: budget.route,
    targetKB: budget.targetKB,
    gzipKB: kB(gzipBytes),
    rawKB: kB(bytes),
    passed: kB(gzipBytes) <= budget.targetKB,
    files: downloads.map((d) => ({ ...d, gzipKB: kB(d.gzipBytes), rawKB: kB(d.bytes) })),
  };
}

async function measure(context: ScenarioContext, workDir: string) {
  const webDist = path.join(workDir, 'web');
  await buildWebApp(webDist);
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir);
  const server = await startDemoServer(dataDir, webDist, path.join(workDir, 'server.log'));
  context.serverStarted(server);
  const browser = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  try {
    const routes = [];
    for (const budget of budgets) {
      if (budget.signedIn)
        await signInThroughForm(browser, server.baseUrl, {
          email: demoAccounts.volunteer.email,
          password: DEMO_PASSWORD,
        });
      routes.push(summarise(budget, await recordLoad(browser, server.baseUrl, budget.route)));
    }
    return routes;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * What a browser downloads to show /login, and /dashboard for a signed-in volunteer, compared with the
 * budgets: Chromium opens each page afresh (empty cache) on a server with the demo organisation.
 */
export const bundleScenario: Scenario = {
  name: 'bundle',
  measures:
    'gzip -9 size of the scripts and styles Chromium downloads to open /login and, signed in, /dashboard',
  needsServer: false,
  async run(context) {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'hgn-bundle-'));
    try {
      // Run as root, the server hands PostgreSQL to an unprivileged user, who must be able to enter it.
      await chmod(workDir, 0o755);
      const routes = await measure(context, workDir);
      const lines = routes.flatMap((r) => [
        `${r.route.padEnd(11)} ${String(r.gzipKB).padStart(6)} kB gzip (${r.files.length} files, ${r.rawKB} kB raw), ` +
          `target <= ${r.targetKB} kB: ${r.passed ? 'PASS' : 'FAIL'}`,
        ...r.files.map(
          (f) => `  ${String(f.gzipKB).padStart(6)} kB  ${String(f.rawKB).padStart(7)} kB raw  ${f.file}`,
        ),
      ]);
      return { lines, passed: routes.every((r) => r.passed), details: { gzipLevel: GZIP_LEVEL, routes } };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  },
};
