// An endpoint declared once: method, path, guard, the error codes it may answer and the zod schemas
// of its path parameters, query, body and answer. The server registers and validates with it, the
// tests parse every answer with it, and the web app calls through its zod-free half (`endpoint.ts`).
import type { z } from 'zod';
import type { Endpoint, Guard, GuardInput, Method } from './endpoint';

type Schema = z.ZodType;

export type SuccessStatus = 200 | 201 | 202 | 204;

export type ContractSpec = {
  readonly method: Method;
  readonly path: string;
  readonly guard: Guard;
  /** The codes of this endpoint's own refusals; the common ones (`COMMON_ERRORS`) go without saying. */
  readonly errors: readonly string[];
  readonly summary?: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The status of a success, 200 unless said. */
  readonly status?: SuccessStatus;
  /** The answer's shape: fields not in it are never sent. */
  readonly response: Schema;
  /**
   * A write that can end a session or change who a signed-in person is (role, rights, name, e-mail,
   * status): once it answers, the server looks every caller up afresh.
   */
  readonly changesSessions?: true;
  /**
   * Open to a session that may only set up its second factor (a sign-in whose role requires one it
   * has not turned on); the guard refuses such a session everywhere else.
   */
  readonly secondFactorSetup?: true;
  /**
   * Refused to personal API tokens (403): only a person signed in with a password may call it (managing
   * API tokens, passwords, the second factor, the session itself).
   */
  readonly signInOnly?: true;
  /** The error text of the guard's 403, where the original server words it its own way. */
  readonly refusedWith?: string;
  /**
   * The body of the 400 for input that fails validation, where the original server words it its own
   * way (`code` is added): given the input as sent and the first problem's message, or undefined for
   * the usual body.
   */
  readonly invalidWith?: (input: GuardInput, message: string) => Record<string, unknown> | undefined;
};

type InputOf<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends Schema }
  ? z.input<T>
  : undefined;

export type ContractTypes<S extends ContractSpec> = {
  params: InputOf<S, 'params'> extends Record<string, string> | undefined
    ? InputOf<S, 'params'>
    : Record<string, string>;
  query: InputOf<S, 'query'> extends Record<string, unknown> | undefined
    ? InputOf<S, 'query'>
    : Record<string, unknown>;
  body: InputOf<S, 'body'>;
  response: z.output<S['response']>;
  errors: S['errors'][number];
};

export type Contract<S extends ContractSpec = ContractSpec> = S & Endpoint<ContractTypes<S>>;

/** Declares an endpoint; the value is the declaration itself, typed for the server, the tests and the web. */
export const defineContract = <const S extends ContractSpec>(spec: S): Contract<S> => spec;

/**
 * An area's error codes, checked: `const refusals = errorCodes<TeamsErrorCode>();` then
 * `errors: refusals('TEAM_NOT_FOUND')` in each contract of the area.
 */
export const errorCodes =
  <Code extends string>() =>
  <const L extends readonly Code[]>(...codes: L): L =>
    codes;

/** The zod-free part of a contract, as the web app loads it. */
export const endpointOf = ({ method, path, guard, errors }: ContractSpec): Endpoint => ({
  method,
  path,
  guard,
  errors,
});
