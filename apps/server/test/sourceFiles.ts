// The server's own TypeScript files, for the tests that hold the code to a shape.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.ts` file under the folder but the tests, at any depth. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}
