// The shape of the server's features, held in place: no files import one another in a circle, the
// features stand in layers (docs/ARCHITECTURE.md, "The layers, and the life of a request") but for the
// few imports listed here, which run back up and may only be removed, services.ts hands each service
// the ones it uses directly, and a service names its parts: an object built by spreading what another
// factory returns (`...createX()`) hides where each operation is defined, so a route's `service.move`
// cannot be followed to `move`. Spreading plain data (a row's fields, a message's parts) stays allowed.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/sourceFiles.js';

const features = join(import.meta.dirname, 'features');

/**
 * The imports that run back up a floor, each `file => imported file`: a table that refers to a table
 * above it, or a file that reads one. Removing one of them shortens this list; adding one fails.
 */
const IMPORTS_RUNNING_UP = [
  // A job listing names the form its applicants fill in, and a form names the listing it was made for.
  'jobListings/jobListings.repo.ts => jobForms/jobForms.table.ts',
  // The time entries' routes guard a project's report with the reports' membership check.
  'timeEntries/timeEntries.routes.ts => reports/reports.service.ts',
  // A person's role is a row of the permissions' roles table.
  'users/users.repo.ts => permissions/permissions.table.ts',
  'users/users.table.ts => permissions/permissions.table.ts',
  // The WBS counts and deletes the tasks under it.
  'wbs/wbs.repo.ts => tasks/tasks.table.ts',
];

/** Each feature file's imports of other feature files (types included), by path under `features/`. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(features));
  return new Map(
    [...files].map((file) => [
      relative(features, file),
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((target) => files.has(target))
        .map((target) => relative(features, target)),
    ]),
  );
}

/** The groups of two or more nodes that reach one another (Tarjan's strongly connected components). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const featureOf = (file: string) => file.split('/')[0]!;

/** Which features import which, leaving out the imports listed as running up. */
function featureGraph(files: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = featureOf(file);
    const uses = graph.get(from) ?? new Set();
    for (const target of targets)
      if (featureOf(target) !== from && !IMPORTS_RUNNING_UP.includes(`${file} => ${target}`))
        uses.add(featureOf(target));
    graph.set(from, uses);
  }
  return new Map([...graph].map(([feature, uses]) => [feature, [...uses]]));
}

/** `() => service` arrows in the composition root: a service handed over to be looked up later. */
function lazyWirings(): string[] {
  const path = join(import.meta.dirname, 'services.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrowFunction(node) && node.parameters.length === 0 && ts.isIdentifier(node.body))
      found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The name a call is made by: `createX(...)` and `factories.createX(...)` are both `createX`. */
const calleeName = ({ expression }: ts.CallExpression): string | undefined =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : undefined;

/** `...createX(...)` in an object literal, the parentheses and `await` around the call looked through. */
function spreadsOfFactories(path: string): string[] {
  const file = relative(features, path);
  const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isSpreadAssignment(node)) {
      let spread = node.expression;
      while (ts.isParenthesizedExpression(spread) || ts.isAwaitExpression(spread)) spread = spread.expression;
      const name = ts.isCallExpression(spread) ? calleeName(spread) : undefined;
      if (name?.startsWith('create')) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} ...${name}(...)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the server's features", () => {
  const files = importGraph();

  it('import one another in no circle of files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('stand in layers but for the few imports listed as running up, each of which still exists', () => {
    expect(IMPORTS_RUNNING_UP.length).toBeLessThanOrEqual(5);
    for (const listed of IMPORTS_RUNNING_UP) {
      const [file, target] = listed.split(' => ') as [string, string];
      expect(files.get(file), listed).toContain(target);
    }
    expect(circles(featureGraph(files))).toEqual([]);
  });

  it('are wired in services.ts each after the ones it uses, with no service looked up later', () => {
    expect(lazyWirings()).toEqual([]);
  });

  it('are services built without spreading what another factory returns', () => {
    expect(sourceFiles(features).sort().flatMap(spreadsOfFactories)).toEqual([]);
  });
});
