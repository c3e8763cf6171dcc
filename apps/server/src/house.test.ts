// The shape of the server's features, held in place: which files import one another in a circle.
// The goal is none; until the areas are layered (docs/ARCHITECTURE.md, "The layers, and the life of
// a request"), the one circle may lose files (this list then shortens) but never gain one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, 'features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each feature file's imports of other feature files, types included. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(features));
  return new Map(
    [...files].map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((target) => files.has(target)),
    ]),
  );
}

/** The groups of two or more files that reach one another (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(features, member));
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the server's features", () => {
  it('import one another in no circle but the known one, which only shrinks', () => {
    expect(circles(importGraph())).toEqual([
      [
        'badges/badges.service.ts',
        'projects/projects.service.ts',
        'tasks/tasks.outline.service.ts',
        'tasks/tasks.service.ts',
        'tasks/tasks.tree.service.ts',
        'tasks/tasks.tree.write.ts',
        'teams/teams.service.ts',
        'timeEntries/timeEntries.service.ts',
        'timeEntries/timeEntries.taskHours.ts',
        'timeEntries/timeEntries.writes.ts',
        'users/profileEditing.ts',
        'users/users.present.ts',
        'users/users.service.ts',
        'wbs/wbs.service.ts',
        'weeklySummaries/weeklySummaries.service.ts',
      ],
    ]);
  });
});
