// `npm run contracts`: writes apps/web/src/shared/api/endpoints.ts, the zod-free half of every contract
// in @hgn/domain/apiContracts (method, path, guard, error codes), typed by the contracts themselves.
// The web app calls through it so that its pages carry no schema library; `--check` fails when the
// file is not what the contracts give (CI runs it with the lint).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const domainSrc = path.join(root, 'packages/domain/src');
const output = path.join(root, 'apps/web/src/shared/api/endpoints.ts');

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
    default:
      throw new Error(`${where}: unknown guard ${JSON.stringify(g)}`);
  }
}

async function generate() {
  const { apiContracts } = await load(path.join(domainSrc, 'apiContracts/index.ts'));
  const policies = await exportedFunctions();
  const imports = new Set();
  const blocks = [];
  for (const [area, contracts] of Object.entries(apiContracts)) {
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
    blocks.push(lines.join('\n'));
  }
  const byArea = new Map();
  for (const item of imports) {
    const [area, name] = item.split(':');
    byArea.set(area, [...(byArea.get(area) ?? []), name].sort());
  }
  const policyImports = [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, names]) => `import { ${names.join(', ')} } from '@hgn/domain/${area}';`);
  return [
    '// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.',
    '// The zod-free half of every endpoint (docs/ARCHITECTURE.md, "Adding an endpoint").',
    "import type { ApiContracts as C } from '@hgn/domain/apiContracts';",
    "import { endpoint } from '@hgn/domain/contracts/endpoint';",
    ...policyImports,
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

const check = process.argv.includes('--check');
let text = await generate();
const { format, resolveConfig } = await import('prettier');
text = await format(text, { ...(await resolveConfig(output)), filepath: output });
if (check) {
  let current = '';
  try {
    current = readFileSync(output, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error(
      `${path.relative(root, output)} is not what the contracts give: run \`npm run contracts\`.`,
    );
    process.exit(1);
  }
  console.log('endpoints: up to date');
} else {
  writeFileSync(output, text);
  console.log(`wrote ${path.relative(root, output)}`);
}
