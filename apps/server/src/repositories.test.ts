// The one shape of a repository, held in place: each `features/**/*.repo.ts` exports one factory,
// `export function createXRepo(db: DbOrTransaction)`, whose methods run on that executor (none takes
// another); callers build it with the database or with their transaction (`createXRepo(tx).method(...)`).
// Types, constants and helpers that run no query may sit beside it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/sourceFiles.js';

const features = join(import.meta.dirname, 'features');

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const executorType = /\b(Db|DbOrTransaction)\b/;

/** Whether the function takes the database or a transaction (a parameter, or a type parameter's bound). */
const takesExecutor = (fn: ts.SignatureDeclarationBase) =>
  fn.parameters.some((p) => p.type && executorType.test(p.type.getText())) ||
  (fn.typeParameters ?? []).some((t) => t.constraint && executorType.test(t.constraint.getText()));

const isFunction = (node: ts.Node | undefined): node is ts.ArrowFunction | ts.FunctionExpression =>
  !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** The functions of the object the factory returns, by name. */
function methodsOf(
  factory: ts.FunctionDeclaration,
): { name: string; parameters: readonly ts.ParameterDeclaration[] }[] {
  const returned = factory.body?.statements.find(ts.isReturnStatement)?.expression;
  if (!returned || !ts.isObjectLiteralExpression(returned)) return [];
  return returned.properties.flatMap((member) => {
    const name = member.name?.getText() ?? '';
    if (ts.isMethodDeclaration(member)) return [{ name, parameters: member.parameters }];
    if (ts.isPropertyAssignment(member) && isFunction(member.initializer))
      return [{ name, parameters: member.initializer.parameters }];
    return [];
  });
}

/** What is wrong with the file's shape; empty when it has it. */
function shapeProblems(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const factories: ts.FunctionDeclaration[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement)) {
      const name = statement.name?.text ?? '';
      if (/^create[A-Z]\w*Repo$/.test(name)) factories.push(statement);
      else if (takesExecutor(statement)) problems.push(`${name} runs queries outside the repository factory`);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText();
        const value = declaration.initializer;
        if (/Repo$/.test(name)) problems.push(`${name} is a repository that is not a factory`);
        else if (isFunction(value) && takesExecutor(value))
          problems.push(`${name} runs queries outside the repository factory`);
        else if (
          value &&
          ts.isObjectLiteralExpression(value) &&
          value.properties.some(
            (member) =>
              ts.isMethodDeclaration(member) ||
              ts.isShorthandPropertyAssignment(member) ||
              (ts.isPropertyAssignment(member) && isFunction(member.initializer)),
          )
        )
          problems.push(`${name} is an object of functions, not the repository factory`);
      }
    } else if (ts.isClassDeclaration(statement)) problems.push(`${statement.name?.text} is a class`);
  }
  if (factories.length !== 1) problems.push(`exports ${factories.length} repository factories, not one`);
  for (const factory of factories) {
    const [parameter, ...more] = factory.parameters;
    if (
      parameter?.name.getText() !== 'db' ||
      parameter.type?.getText() !== 'DbOrTransaction' ||
      more.length > 0
    )
      problems.push(`${factory.name?.text} does not take (db: DbOrTransaction)`);
    for (const method of methodsOf(factory))
      if (method.parameters.some((p) => p.type && /^(Db|DbOrTransaction)$/.test(p.type.getText())))
        problems.push(`${method.name} takes an executor of its own`);
  }
  return problems;
}

describe('repositories', () => {
  const files = sourceFiles(features).filter((file) => file.endsWith('.repo.ts'));

  it('finds the repositories', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('are each one factory taking the database or a transaction', () => {
    const wrong = Object.fromEntries(
      files
        .map((file) => [relative(features, file), shapeProblems(file)] as const)
        .filter(([, problems]) => problems.length > 0),
    );
    expect(wrong).toEqual({});
  });
});
