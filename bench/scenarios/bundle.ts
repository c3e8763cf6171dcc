import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../../apps/server/src/paths.js';
import type { Scenario } from './scenario.js';

/** The part of Vite's build manifest (build.manifest) this reads. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

type RouteBudget = {
  route: string;
  targetKB: number;
  /** Which of the entry's lazy imports the route loads before it can render, by manifest key. */
  loadsLazily(key: string): boolean;
};

// The shell (header, menu, route guards) under src/app is lazy so that /login stays small, and every
// signed-in page needs it; pages that compose several features live in src/app/pages and a page's
// own chunks are found by its name.
const isShell = (key: string) => key.startsWith('src/app/') && !key.startsWith('src/app/pages/');
const isPage = (name: string) => (key: string) =>
  (key.startsWith('src/features/') || key.startsWith('src/app/pages/')) && key.toLowerCase().includes(name);

const budgets: RouteBudget[] = [
  { route: '/login', targetKB: 150, loadsLazily: () => false },
  {
    route: '/dashboard',
    targetKB: 300,
    loadsLazily: (key) => isShell(key) || isPage('dashboard')(key),
  },
];

const webDist = path.join(repoRoot, 'apps/web/dist');
/** Kilobytes as Vite prints them (1 kB = 1000 bytes), so the figures match the build's own report. */
const kB = (bytes: number) => Math.round(bytes / 100) / 10;

function readManifest(): Manifest {
  const file = path.join(webDist, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `cannot read ${file} (build the web app with build.manifest on): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry = entries.find(([, chunk]) => chunk.src === 'index.html') ?? entries[0];
  if (!entry) throw new Error('the web build manifest has no entry chunk');
  return entry[0];
}

/** The chunks `keys` pull in before they run: themselves and their static imports, transitively. */
function withStaticImports(manifest: Manifest, keys: string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build manifest names a missing chunk ${key}`);
    loaded.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return loaded;
}

type ChunkSize = { file: string; bytes: number; gzipBytes: number };

function measureRoute(manifest: Manifest, entry: string, budget: RouteBudget) {
  const lazy = (manifest[entry]?.dynamicImports ?? []).filter((key) => budget.loadsLazily(key));
  const chunks: ChunkSize[] = [...withStaticImports(manifest, [entry, ...lazy])].map((key) => {
    const file = manifest[key]?.file ?? key;
    const contents = readFileSync(path.join(webDist, file));
    return { file, bytes: contents.length, gzipBytes: gzipSync(contents).length };
  });
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  return {
    route: budget.route,
    targetKB: budget.targetKB,
    gzipKB: kB(gzipBytes),
    rawKB: kB(bytes),
    passed: kB(gzipBytes) <= budget.targetKB,
    chunks,
  };
}

/** What the browser must download before a route can render, compared with its budget. */
export const bundleScenario: Scenario = {
  name: 'bundle',
  measures: 'gzip size of the JavaScript loaded for /login and /dashboard, from the build manifest',
  needsServer: false,
  async run() {
    const manifest = readManifest();
    const entry = entryKey(manifest);
    const routes = budgets.map((budget) => measureRoute(manifest, entry, budget));
    const lines = routes.map(
      (r) =>
        `${r.route.padEnd(11)} ${String(r.gzipKB).padStart(6)} kB gzip (${r.chunks.length} chunks, ${r.rawKB} kB raw), ` +
        `target <= ${r.targetKB} kB: ${r.passed ? 'PASS' : 'FAIL'}`,
    );
    return { lines, passed: routes.every((r) => r.passed), details: { routes } };
  },
};
