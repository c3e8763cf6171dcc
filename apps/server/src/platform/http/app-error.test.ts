import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../../test/sourceFiles.js';

const sourceRoot = join(import.meta.dirname, '../..');

/** `file code` of every `new AppError({ status, ... })`: a refusal whose status is not its code's. */
function statusesSetByHand(): string[] {
  return sourceFiles(sourceRoot).flatMap((path) => {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
        const [init] = node.arguments ?? [];
        const properties = init && ts.isObjectLiteralExpression(init) ? init.properties : [];
        const named = (name: string) => properties.find((p) => p.name?.getText(source) === name);
        const code = named('code');
        if (named('status') || !init || !ts.isObjectLiteralExpression(init))
          found.push(
            `${relative(sourceRoot, path)} ${code && ts.isPropertyAssignment(code) ? code.initializer.getText(source) : '?'}`,
          );
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

describe('refusal statuses', () => {
  it('come from the code alone: no throw sets a status', () => {
    expect(statusesSetByHand()).toEqual([]);
  });
});
