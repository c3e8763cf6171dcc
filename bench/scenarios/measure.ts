import { BENCH_PASSWORD, benchAccounts } from '../dataset/accounts.js';
import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type ScenarioContext, type ScenarioOutcome } from './scenario.js';

/** A session token for a bench account, signed in from an address of its own (the sign-in limit is per address). */
export async function signInForBench(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.2' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`signing in as ${email} answered ${response.status}`);
  return body.token;
}

export type MeasuredRequest = {
  /** The path under the server, with its query. */
  path: string;
  /** GET unless given; a PUT sends `body` as JSON. */
  method?: 'GET' | 'PUT';
  body?: unknown;
  /** Who sends it: the Owner unless given. */
  account?: keyof typeof benchAccounts;
  connections: number;
  targetP95Ms: number;
  /** What the first answer says: a line to print and the details kept with the result. */
  describeAnswer(answer: unknown): { line: string; details: Record<string, unknown> };
};

/** Loads one request as a bench account and holds its 95th percentile to a target. */
export async function measureRequest(
  context: ScenarioContext,
  request: MeasuredRequest,
): Promise<ScenarioOutcome> {
  const baseUrl = requireServer(context);
  const token = await signInForBench(baseUrl, benchAccounts[request.account ?? 'owner'].email);
  const url = `${baseUrl}${request.path}`;
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { authorization: token };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = request.describeAnswer(
    await (await probe(url, { method, headers, ...(body !== undefined && { body }) })).json(),
  );
  const result = await runLoad({
    url,
    method,
    headers,
    ...(body !== undefined && { body }),
    connections: request.connections,
    durationSeconds: context.durationSeconds,
  });
  const met = result.latencyMs.p95 <= request.targetP95Ms;
  return {
    lines: [
      ...describeLoad(result),
      answer.line,
      `target p95 <= ${request.targetP95Ms} ms: ${met ? 'met' : 'MISSED'}`,
    ],
    passed: met && loadSucceeded(result),
    details: { targetP95Ms: request.targetP95Ms, ...answer.details, load: result },
  };
}
