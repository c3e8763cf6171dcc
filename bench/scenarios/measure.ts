import { BENCH_PASSWORD, benchAccounts } from '../dataset/accounts.js';
import { processCpuMs } from '../lib/cpu.js';
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

/** Requests sent one after another after the load, to measure the server's CPU time per request. */
const CPU_SAMPLE_REQUESTS = 10;

/**
 * The server's CPU milliseconds per request over requests sent one at a time: what the request costs
 * the server itself (PostgreSQL's work aside), which other programs on the machine hardly change.
 */
async function serverCpuMsPerRequest(pid: number | undefined, url: string, init: RequestInit) {
  const before = processCpuMs(pid);
  if (before === undefined) return undefined;
  for (let i = 0; i < CPU_SAMPLE_REQUESTS; i += 1) await (await probe(url, init)).arrayBuffer();
  const after = processCpuMs(pid);
  return after === undefined ? undefined : Math.round((after - before) / CPU_SAMPLE_REQUESTS);
}

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
  const init: RequestInit = { method, headers, ...(body !== undefined && { body }) };
  const answer = request.describeAnswer(await (await probe(url, init)).json());
  const result = await runLoad({
    url,
    method,
    headers,
    ...(body !== undefined && { body }),
    connections: request.connections,
    durationSeconds: context.durationSeconds,
  });
  const cpuMs = await serverCpuMsPerRequest(context.serverPid, url, init);
  const met = result.latencyMs.p95 <= request.targetP95Ms;
  return {
    lines: [
      ...describeLoad(result),
      ...(cpuMs === undefined ? [] : [`server CPU ${cpuMs} ms per request, sent one at a time`]),
      answer.line,
      `target p95 <= ${request.targetP95Ms} ms: ${met ? 'met' : 'MISSED'}`,
    ],
    passed: met && loadSucceeded(result),
    details: {
      targetP95Ms: request.targetP95Ms,
      ...answer.details,
      load: result,
      ...(cpuMs !== undefined && { serverCpuMsPerRequest: cpuMs }),
    },
  };
}
