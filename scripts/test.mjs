// `npm test`: every test layer in order, one count line per layer and a plain total line at the end.
//   node scripts/test.mjs [--only domain,web,server,browser] [--summary file.json]
// Outside CI a layer whose prerequisite is missing is skipped with one line saying how to enable it;
// with CI=true it fails instead. A layer that crashes or finds no tests counts as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, root } from './lib/prepare.mjs';
import { countPlaywright, countVitest } from './lib/test-counts.mjs';

const chromium = '/usr/bin/chromium';
const resultsDir = path.join(root, '.cache/test-results');
const isCI = process.env.CI === 'true' || process.env.CI === '1';

const layers = [
  { name: 'domain', run: () => runVitest('domain', 'packages/domain') },
  { name: 'web', run: () => runVitest('web', 'apps/web') },
  { name: 'server', run: () => runVitest('server', 'apps/server') },
  { name: 'browser', run: runPlaywright },
];

function usage(message) {
  console.error(
    `${message}\nUsage: node scripts/test.mjs [--only ${layers.map((l) => l.name).join(',')}] [--summary file.json]`,
  );
  process.exit(2);
}

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { only: { type: 'string' }, summary: { type: 'string' } } }));
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error));
  }
  const known = new Set(layers.map((layer) => layer.name));
  const only = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only?.filter((name) => !known.has(name)) ?? [];
  if (unknown.length > 0) usage(`Unknown layer: ${unknown.join(', ')}`);
  if (only?.length === 0) usage('--only needs at least one layer');
  return { only: only ? new Set(only) : known, summary: values.summary };
}

function result(name, counts, note) {
  return {
    name,
    passed: counts.passed,
    failed: counts.failed,
    skipped: counts.skipped,
    failures: counts.failures ?? [],
    ...(note ? { note } : {}),
  };
}

function crashed(name, note) {
  return result(name, { passed: 0, failed: 1, skipped: 0 }, note);
}

function spawnTool(args, env) {
  const child = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (child.error) return `could not start: ${child.error.message}`;
  if (child.signal) return `stopped by ${child.signal}`;
  return child.status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// A runner that exits non-zero without a failing test still failed; a layer with no tests proves nothing.
function judge(name, counts, exit, report) {
  if (typeof exit === 'string') return crashed(name, `the runner ${exit}`);
  if (!counts) return crashed(name, `the runner exited with code ${exit} and wrote no report (${report})`);
  if (counts.passed + counts.failed + counts.skipped === 0) return crashed(name, 'no tests were found');
  if (exit !== 0 && counts.failed === 0) {
    return result(name, { ...counts, failed: 1 }, `the runner exited with code ${exit}`);
  }
  return result(name, counts);
}

function runVitest(name, directory) {
  const report = path.join(resultsDir, `${name}.json`);
  rmSync(report, { force: true });
  const exit = spawnTool([
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--root',
    directory,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  return judge(name, json && countVitest(json), exit, report);
}

function runPlaywright() {
  const name = 'browser';
  if (!existsSync(chromium)) {
    if (isCI) return crashed(name, `${chromium} not found (required when CI=true)`);
    console.log(
      `browser tests skipped: ${chromium} not found; install it with \`sudo apt-get install chromium\``,
    );
    return result(name, { passed: 0, failed: 0, skipped: 1 }, `${chromium} not found`);
  }
  try {
    ensureBuilt();
  } catch (error) {
    return crashed(name, `the build failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const report = path.join(resultsDir, `${name}.json`);
  rmSync(report, { force: true });
  const exit = spawnTool(
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  );
  const json = readJson(report);
  const counts = json && countPlaywright(json);
  if (counts?.setupErrors) {
    return result(
      name,
      { ...counts, failed: counts.failed + counts.setupErrors },
      'errors outside the tests (see above)',
    );
  }
  return judge(name, counts, exit, report);
}

const plural = (counts) => `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

function main() {
  const options = parseOptions();
  mkdirSync(resultsDir, { recursive: true });
  const results = [];
  try {
    ensureInstalled();
    for (const layer of layers) {
      if (!options.only.has(layer.name)) continue;
      console.log(`\n=== ${layer.name} tests ===`);
      results.push(layer.run());
    }
  } catch (error) {
    results.push(crashed('setup', error instanceof Error ? error.message : String(error)));
  }

  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('');
  for (const layer of results) {
    total.passed += layer.passed;
    total.failed += layer.failed;
    total.skipped += layer.skipped;
    console.log(`${layer.name}: ${plural(layer)}${layer.note ? ` (${layer.note})` : ''}`);
    for (const failure of layer.failures) console.log(`  failed: ${failure}`);
  }
  if (options.summary) {
    const file = path.resolve(options.summary);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ok: total.failed === 0, layers: results, total }, null, 2)}\n`);
  }
  console.log(plural(total));
  process.exitCode = total.failed === 0 ? 0 : 1;
}

main();
