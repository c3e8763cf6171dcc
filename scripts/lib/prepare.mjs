// Install-if-missing and build-if-stale, shared by `npm start` and `npm test`. Only Node built-ins are
// used here because this runs before the dependencies exist.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// What the build reads. Tests, dependencies and earlier output do not change what it writes.
const buildInputs = ['apps/web', 'apps/server', 'packages/domain'];
const skippedDirectories = new Set(['node_modules', 'dist', 'test', 'coverage']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || /^vitest\.config\./.test(name);

// Checked together: if either is missing or older than the sources, both are rebuilt.
const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestFileMtime(directory) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) newest = Math.max(newest, newestFileMtime(full));
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      newest = Math.max(newest, mtimeMs(full) ?? 0);
    }
  }
  return newest;
}

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    const how = result.signal ? `was stopped by ${result.signal}` : `exited with code ${result.status}`;
    throw new Error(`${command} ${args.join(' ')} ${how}`);
  }
}

/** Why the dependencies need installing, or undefined when node_modules matches package-lock.json. */
export function installReason() {
  // npm writes node_modules/.package-lock.json after every install, so its age is the install's age.
  const installed = mtimeMs(path.join(root, 'node_modules/.package-lock.json'));
  if (installed === undefined) return 'node_modules is missing';
  const lock = mtimeMs(path.join(root, 'package-lock.json'));
  if (lock !== undefined && lock > installed) return 'package-lock.json is newer than node_modules';
  return undefined;
}

/** Runs `npm ci` when the dependencies are missing or older than package-lock.json. Returns whether it did. */
export function ensureInstalled() {
  const reason = installReason();
  if (!reason) return false;
  console.log(`Installing dependencies (${reason}).`);
  run(npm, ['ci', '--no-audit', '--no-fund']);
  return true;
}

/** Why the build is stale, or undefined when every output is newer than every source file. */
export function buildReason() {
  const outputTimes = buildOutputs.map((file) => mtimeMs(path.join(root, file)));
  const missing = buildOutputs.filter((_, index) => outputTimes[index] === undefined);
  if (missing.length > 0) return `${missing.join(' and ')} missing`;
  const oldestOutput = Math.min(...outputTimes);
  const newestSource = Math.max(
    ...buildInputs.map((directory) => newestFileMtime(path.join(root, directory))),
    mtimeMs(path.join(root, 'package-lock.json')) ?? 0,
    mtimeMs(path.join(root, 'tsconfig.base.json')) ?? 0,
  );
  if (newestSource > oldestOutput) return 'sources changed since the last build';
  return undefined;
}

/** Runs `npm run build` when the web app or the server is missing or older than its sources. Returns whether it did. */
export function ensureBuilt() {
  const reason = buildReason();
  if (!reason) return false;
  console.log(`Building the web app and the server (${reason}).`);
  run(npm, ['run', 'build']);
  return true;
}
