// The server's features stand in layers (docs/ARCHITECTURE.md, "The layers, and the life of a
// request"): no files import one another in a circle, and no feature imports one that stands on it
// but for the few imports listed in UPWARD_IMPORTS, which may only be removed. The rule reads every
// feature file's imports once per run and reports the imports that break the layers where they are.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const features = path.resolve(import.meta.dirname, '../../apps/server/src/features');

/**
 * The imports that run back up a floor, each `file => imported file` under `features/`: a table that
 * refers to a table above it, or a file that reads one. Removing one shortens this list.
 */
export const UPWARD_IMPORTS = [
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

const sourceFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });

/** Each feature file's imports of other feature files (types included), by path under `features/`. */
export function readImportGraph(folder = features) {
  const files = new Set(sourceFiles(folder));
  return new Map(
    [...files].map((file) => [
      path.relative(folder, file),
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => path.resolve(path.dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((target) => files.has(target))
        .map((target) => path.relative(folder, target)),
    ]),
  );
}

/** The groups of two or more nodes that reach one another (Tarjan's strongly connected components). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const featureOf = (file) => file.split('/')[0];

/**
 * Each import (`file => imported file`) that breaks the layers: one between files of a circle, or one
 * between features that reach one another through imports not listed as running up. A listed import
 * that no longer exists is reported too, so the list only shortens.
 */
export function layerProblems(graph, upward = UPWARD_IMPORTS) {
  const imports = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));
  const inFileCircle = new Map(circles(graph).flatMap((group) => group.map((file) => [file, group])));
  const features = new Map();
  for (const { file, target } of imports) {
    const from = featureOf(file);
    const to = featureOf(target);
    features.set(from, features.get(from) ?? new Set());
    if (from !== to && !upward.includes(`${file} => ${target}`)) features.get(from).add(to);
  }
  const featureCircle = new Map(
    circles(new Map([...features].map(([feature, uses]) => [feature, [...uses]]))).flatMap((group) =>
      group.map((feature) => [feature, group]),
    ),
  );
  const problems = imports.flatMap(({ file, target }) => {
    const named = `${file} => ${target}`;
    if (inFileCircle.get(file)?.includes(target))
      return [
        {
          file,
          target,
          why: `these files import one another in a circle: ${inFileCircle.get(file).join(', ')}`,
        },
      ];
    const circle = featureCircle.get(featureOf(file));
    if (
      featureOf(file) !== featureOf(target) &&
      !upward.includes(named) &&
      circle?.includes(featureOf(target))
    )
      return [{ file, target, why: `these features reach one another: ${circle.join(', ')}` }];
    return [];
  });
  const gone = upward
    .filter((listed) => !imports.some(({ file, target }) => `${file} => ${target}` === listed))
    .map((listed) => ({
      file: listed.split(' => ')[0],
      target: undefined,
      why: `${listed} is gone: take it off UPWARD_IMPORTS`,
    }));
  return [...problems, ...gone];
}

let problemsOfTree;

const rule = {
  meta: { type: 'problem', schema: [], messages: { layers: 'Layers of the features: {{why}}.' } },
  create(context) {
    const file = path.relative(features, context.filename);
    if (file.startsWith('..') || file.endsWith('.test.ts')) return {};
    problemsOfTree ??= layerProblems(readImportGraph());
    const mine = problemsOfTree.filter((problem) => problem.file === file);
    if (mine.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(features, path.resolve(path.dirname(context.filename), source))
        .replace(/\.js$/, '.ts');
      for (const problem of mine)
        if (problem.target === target)
          context.report({ node, messageId: 'layers', data: { why: problem.why } });
    };
    return {
      Program(node) {
        for (const { target, why } of mine)
          if (!target) context.report({ node, messageId: 'layers', data: { why } });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { floors: rule } };
