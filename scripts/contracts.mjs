// `npm run contracts`: writes apps/web/src/shared/api/endpoints/<area>.ts, one file per area of
// @hgn/domain/apiContracts holding that area's `<area>Endpoints`: the zod-free half of every contract
// (method, path, guard, error codes), typed by the contracts themselves. The web app calls through
// them so that its pages carry no schema library; `--check` fails when a file is not what the contracts
// give, is missing, or names an area that is gone (CI runs it with the lint).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const domainSrc = path.join(root, 'packages/domain/src');
const outputDir = path.join(root, 'apps/web/src/shared/api/endpoints');

// One module graph for every load (tsImport gives each call its own), so that a contract's policy is
// the very function its area exports.
const tsx = register({ namespace: 'contracts' });
const load = (file) => tsx.import(pathToFileURL(file).href, import.meta.url);

/** Where each exported domain function lives, so a policy guard can name its import. */
async function exportedFunctions() {
  const found = new Map();
  for (const area of readdirSync(domainSrc, { withFileTypes: true })) {
    if (!area.isDirectory() || area.name === 'apiContracts') continue;
    const index = path.join(domainSrc, area.name, 'index.ts');
    let module;
    try {
      module = await load(index);
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && !found.has(value)) found.set(value, { name, area: area.name });
  }
  return found;
}

function guardSource(g, where, policies, imports) {
  switch (g.kind) {
    case 'public':
    case 'signedIn':
      return `{ kind: '${g.kind}' }`;
    case 'permission':
      return `{ kind: 'permission', anyOf: ${JSON.stringify(g.anyOf)} }`;
    case 'policy': {
      const home = policies.get(g.allows);
      if (!home)
        throw new Error(`${where}: the policy ${g.name} is not a function exported by a domain area`);
      imports.add(`${home.area}:${home.name}`);
      return `{ kind: 'policy', name: ${JSON.stringify(g.name)}, allows: ${home.name} }`;
    }
    case 'portal':
      return `{ kind: 'portal', portal: '${g.portal}', then: ${guardSource(g.then, where, policies, imports)} }`;
    default:
      throw new Error(`${where}: unknown guard ${JSON.stringify(g)}`);
  }
}

function areaSource(area, contracts, policies) {
  const imports = new Set();
  const lines = [`export const ${area}Endpoints = {`];
  for (const [name, c] of Object.entries(contracts)) {
    const guard = guardSource(c.guard, `${area}.${name}`, policies, imports);
    lines.push(
      `  ${name}: /* @__PURE__ */ endpoint<C['${area}']['${name}']>({`,
      `    method: '${c.method}',`,
      `    path: ${JSON.stringify(c.path)},`,
      `    guard: ${guard},`,
      `    errors: ${JSON.stringify(c.errors)},`,
      `  }),`,
    );
  }
  lines.push('};');
  const byArea = new Map();
  for (const item of imports) {
    const [home, name] = item.split(':');
    byArea.set(home, [...(byArea.get(home) ?? []), name].sort());
  }
  const policyImports = [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([home, names]) => `import { ${names.join(', ')} } from '@hgn/domain/${home}';`);
  return [
    '// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.',
    `// The zod-free half of the ${area} endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").`,
    "import type { ApiContracts as C } from '@hgn/domain/apiContracts';",
    "import { endpoint } from '@hgn/domain/contracts/endpoint';",
    ...policyImports,
    '',
    lines.join('\n'),
    '',
  ].join('\n');
}

/** Each area's file name and formatted text. */
async function generate() {
  const { apiContracts } = await load(path.join(domainSrc, 'apiContracts/index.ts'));
  const policies = await exportedFunctions();
  const { format, resolveConfig } = await import('prettier');
  const files = new Map();
  for (const [area, contracts] of Object.entries(apiContracts)) {
    const file = path.join(outputDir, `${area}.ts`);
    const text = areaSource(area, contracts, policies);
    files.set(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  }
  return files;
}

function readOr(file, missing) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return missing;
  }
}

/** The files in the output folder that no area gives any more. */
function leftOver(files) {
  let names = [];
  try {
    names = readdirSync(outputDir);
  } catch {
    // no folder yet: nothing left over
  }
  return names.map((name) => path.join(outputDir, name)).filter((file) => !files.has(file));
}

const check = process.argv.includes('--check');
const files = await generate();
const relative = (file) => path.relative(root, file);
if (check) {
  const stale = [...files].filter(([file, text]) => readOr(file, null) !== text).map(([file]) => file);
  const extra = leftOver(files);
  if (stale.length > 0 || extra.length > 0) {
    for (const file of stale)
      console.error(
        `${relative(file)} ${readOr(file, null) === null ? 'is missing' : 'is not what the contracts give'}.`,
      );
    for (const file of extra) console.error(`${relative(file)} is no area of the contracts.`);
    console.error('Run `npm run contracts`.');
    process.exit(1);
  }
  console.log('endpoints: up to date');
} else {
  mkdirSync(outputDir, { recursive: true });
  for (const [file, text] of files)
    if (readOr(file, null) !== text) {
      writeFileSync(file, text);
      console.log(`wrote ${relative(file)}`);
    }
  for (const file of leftOver(files)) {
    rmSync(file);
    console.log(`removed ${relative(file)}`);
  }
}
