import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The running app compares this file with the one it loaded at start to notice a new deployment.
function buildHashFile(): Plugin {
  return {
    name: 'hgn-build-hash',
    configureServer(server) {
      server.middlewares.use('/hash.txt', (_req, res) => {
        res.setHeader('Content-Type', 'text/plain');
        res.end('development');
      });
    },
    generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      for (const fileName of Object.keys(bundle).sort()) {
        const output = bundle[fileName];
        if (!output) continue;
        hash.update(fileName);
        hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      this.emitFile({ type: 'asset', fileName: 'hash.txt', source: hash.digest('hex').slice(0, 20) });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildHashFile()],
  build: { outDir: 'dist', manifest: true, emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
