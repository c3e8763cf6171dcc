// A service names its parts: an object built by spreading what another factory returns (`...createX()`)
// hides where each of its operations is defined, so a route's `service.move` cannot be followed to
// `move`. Spreading plain data (a row's fields, a message's parts) stays allowed: only the spread of a
// call whose callee's name starts with `create` is refused.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, 'features');

/** The name a call is made by: `createX(...)` and `factories.createX(...)` are both `createX`. */
const calleeName = ({ expression }: ts.CallExpression): string | undefined =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : undefined;

/** `...createX(...)` in an object literal, the parentheses and `await` around the call looked through. */
function spreadsOfFactories(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(features, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
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

describe("the server's services", () => {
  it('are built without spreading what another factory returns', () => {
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort();
    expect(files.flatMap(spreadsOfFactories)).toEqual([]);
  });
});
