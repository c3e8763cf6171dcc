// `npm run bench`: install if missing, build if stale, then run the benchmark (bench/run.ts, through tsx
// because it uses the server's TypeScript modules to generate the dataset). Arguments are passed on.
// The bundle scenario builds the web app into a temporary directory and runs the server from its
// sources, so `--only bundle` (`npm run bundle-budget`) builds nothing here and leaves apps/*/dist alone
// for whoever is using them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, root } from './lib/prepare.mjs';

const { only } = parseArgs({ options: { only: { type: 'string' } }, strict: false }).values;
const needsBuild =
  typeof only !== 'string' ||
  only
    .split(',')
    .map((name) => name.trim())
    .some((name) => name !== '' && name !== 'bundle');

try {
  ensureInstalled();
  if (needsBuild) ensureBuilt();
} catch (error) {
  console.error(`\nnpm run bench failed: ${error.message}`);
  process.exit(1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl+C reaches the child through the terminal; a SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
