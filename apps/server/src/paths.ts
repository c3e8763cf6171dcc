import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The server runs from src/ (tests) and from a bundle in dist/ alike, so folders are found, not assumed. */
function findServerRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@hgn/server'
    )
      return dir;
  }
  throw new Error(`cannot find the @hgn/server package above ${from}`);
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
