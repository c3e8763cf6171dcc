// The import boundaries of docs/ARCHITECTURE.md, checked on every import by resolving its target path.
import path from 'node:path';
import { builtinModules } from 'node:module';

const root = path.resolve(import.meta.dirname, '../..');
const within = (file, dir) => file.startsWith(path.join(root, dir) + path.sep);
const featureOf = (file, dir) => {
  const base = path.join(root, dir) + path.sep;
  return file.startsWith(base) ? file.slice(base.length).split(path.sep)[0] : undefined;
};
const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

function violation(file, source) {
  const isRelative = source.startsWith('.');
  const target = isRelative ? path.resolve(path.dirname(file), source) : undefined;

  if (within(file, 'packages/domain')) {
    if (!isRelative && (nodeBuiltins.has(source) || source.startsWith('node:')))
      return 'domain uses no Node API';
    if (!isRelative && source.startsWith('@hgn/')) return 'domain imports nothing from the apps';
    if (target && !within(target, 'packages/domain')) return 'domain imports only itself';
    return undefined;
  }
  if (within(file, 'apps/server/src/features') && /\.routes\.ts$/.test(file) && source === 'zod')
    return "a route file declares no schema of its own: the endpoint's contract in @hgn/domain holds them";
  if (!target) return undefined;

  if (within(file, 'apps/server/src/platform') && within(target, 'apps/server/src/features'))
    return 'platform imports no feature';
  const serverFeature = featureOf(file, 'apps/server/src/features');
  const targetServerFeature = featureOf(target, 'apps/server/src/features');
  if (serverFeature && targetServerFeature && serverFeature !== targetServerFeature) {
    if (!/\.(service|table)(\.js|\.ts)?$/.test(target))
      return `a feature uses another only through its service (or reads its table): ${source}`;
  }
  const webFeature = featureOf(file, 'apps/web/src/features');
  const targetWebFeature = featureOf(target, 'apps/web/src/features');
  if (webFeature && targetWebFeature && webFeature !== targetWebFeature)
    return 'web features do not import each other; compose them in app/';
  const isWebBelowApp = ['features', 'shared', 'ui'].some((dir) => within(file, `apps/web/src/${dir}`));
  if (isWebBelowApp && within(target, 'apps/web/src/app'))
    return 'app/ composes the web app and nothing below it imports app/; shared reads, the API client and the session are in shared/';
  const isApiClient = /\/apps\/web\/src\/shared\/api\/(api|apiClient)(\.ts)?$/.test(target);
  if (isApiClient && !within(file, 'apps/web/src/shared/api'))
    return 'the web calls the server through call(endpoint), typed by the contract; the client is beneath it';
  if ((within(file, 'apps/web/src/ui') || within(file, 'apps/web/src/shared')) && targetWebFeature)
    return 'ui/ and shared/ sit below the features and import none';
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: 'Import boundary: {{why}}.' } },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const why = violation(context.filename, source);
      if (why) context.report({ node, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
