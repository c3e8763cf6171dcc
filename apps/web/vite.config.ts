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

// Mantine's whole style sheet (@mantine/core/styles.css) is 250 kB, 36 kB gzipped, for about a hundred
// components of which the sign-in page uses a dozen. Every Mantine component reads its class names from
// its own `<Name>.module.mjs`; the build makes that module import the component's style sheet
// (`@mantine/core/styles/<Name>.css`; @mantine/notifications keeps its own in one file), so a chunk
// carries the CSS of exactly the components it contains, in dependency order (a component imports
// the components it builds on before its own class names).
const mantineClassModule = /\/@mantine\/(core|notifications)\/esm\/(?:.+\/)?(\w+)\.module\.mjs$/;

function mantineStylesPerComponent(): Plugin {
  return {
    name: 'hgn-mantine-styles-per-component',
    apply: 'build',
    transform(code, id) {
      const match = mantineClassModule.exec(id);
      if (!match) return null;
      const [, pkg, name] = match;
      const sheet = pkg === 'core' ? `@mantine/core/styles/${name}.css` : '@mantine/notifications/styles.css';
      // Appended, so the module's "use client" directive stays first; imports are hoisted anyway.
      return { code: `${code}\nimport '${sheet}';\n`, map: null };
    },
  };
}

// Mantine hangs every part of Menu and Tooltip on them as statics (Menu.Sub, Menu.Search,
// Tooltip.Floating, ...), so using Menu or Tooltip at all carries every part: 3 kB of the signed-in
// shell's first download for parts the app never uses. The build drops those statics and their imports;
// a source file that reaches for one of them stops the build, naming it.
const unusedMantineStatics: Record<string, string[]> = {
  Menu: ['Search', 'Sub', 'CheckboxItem', 'CheckboxGroup', 'RadioItem', 'RadioGroup', 'ContextMenu'],
  Tooltip: ['Floating', 'Group'],
};
const mantineComponentModule = /\/@mantine\/core\/esm\/components\/(\w+)\/\1\.mjs$/;
const usesDroppedStatic = new RegExp(
  `\\b(?:${Object.entries(unusedMantineStatics)
    .map(([component, statics]) => `${component}\\.(?:${statics.join('|')})`)
    .join('|')})\\b`,
);

function mantineUnusedStatics(): Plugin {
  return {
    name: 'hgn-mantine-unused-statics',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/apps/web/src/') && usesDroppedStatic.test(code))
        this.error(`${id} uses a Mantine part the build drops (vite.config.ts, unusedMantineStatics)`);
      const component = mantineComponentModule.exec(id)?.[1];
      const statics = component ? unusedMantineStatics[component] : undefined;
      if (!component || !statics) return null;
      let trimmed = code;
      for (const name of statics) {
        const part = `${component}${name}`;
        trimmed = trimmed
          .replace(new RegExp(`^import \\{ ${part} \\} from "[^"]+";\\n`, 'm'), '')
          .replace(`${component}.${name} = ${part};\n`, '');
        if (trimmed.includes(part)) this.error(`${id}: ${part} is used beyond its static`);
      }
      return { code: trimmed, map: null };
    },
  };
}

// The dev server pre-bundles dependencies without running build plugins on them: there the entry
// imports the whole style sheets instead.
function mantineStylesInDevelopment(): Plugin {
  return {
    name: 'hgn-mantine-styles-in-development',
    apply: 'serve',
    transform(code, id) {
      if (!id.endsWith('/src/main.tsx')) return null;
      return {
        code: `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    buildHashFile(),
    mantineStylesPerComponent(),
    mantineUnusedStatics(),
    mantineStylesInDevelopment(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself. A lazy import names, besides its chunk,
    // every chunk that chunk imports, so that they load at once: the signed-in shell's table of pages
    // carried those lists for every page (4 kB of the dashboard's first download). Only the pages a
    // sign-in lands on (the dashboard and its guard) keep them, with the parts of the dashboard's first
    // view that load for some roles only (the table's filters and follow-up marks, which came a chunk
    // after another, three deep, after the table); another page's chunk brings its own imports when
    // opened, most of them loaded already. Style sheets are always listed.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (fileName, dependencies, { hostType }) =>
        hostType === 'html' ||
        /\/(DashboardPage|RouteGate|ShellRoutes|TeamTasksFilterBar|FollowUpCheckbox)-/.test(`/${fileName}`)
          ? dependencies
          : [],
    },
    rolldownOptions: {
      output: {
        // What the first page needs (every module the entry imports statically) is one chunk: it all
        // loads at once anyway, one file compresses better than a dozen, and its style sheet then
        // holds Mantine's global sheets first (main.tsx imports them first), as styles.css does.
        // Without this, what the entry shares with lazy pages goes in chunks of its own, whose
        // style sheets index.html would link before the entry's.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/timer-service': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
