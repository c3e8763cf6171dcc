import { BENCH_PASSWORD, benchAccounts } from '../dataset/accounts.js';
import { processCpuMs } from '../lib/cpu.js';
import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type ScenarioContext, type ScenarioOutcome } from './scenario.js';

/** A session token for a bench account, signed in from an address of its own (the sign-in limit is per address). */
export async function signInForBench(
  baseUrl: string,
  email: string,
  clientAddress = '198.19.0.2',
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`signing in as ${email} answered ${response.status}`);
  return body.token;
}

/** One request as a signed-in person sends it, or anyone on a public page. */
export type BenchRequest = {
  /** The path under the server, with its query. */
  path: string;
  /** GET unless given; a PUT or POST sends `body` as JSON. */
  method?: 'GET' | 'PUT' | 'POST';
  body?: unknown;
  /** The sender's session token; none for a public endpoint. */
  token?: string;
  headers?: Record<string, string>;
};

type MeasuredAnswer = {
  connections: number;
  /** Answers of megabytes, read by a client that does not decode them (`LoadRequest.largeAnswers`). */
  largeAnswers?: boolean;
  targetP95Ms: number;
  /** What the first answer says: a line to print and the details kept with the result. */
  describeAnswer(answer: unknown): { line: string; details: Record<string, unknown> };
};

export type MeasuredRequest = MeasuredAnswer & {
  /** The path under the server, with its query. */
  path: string;
  /** GET unless given; a PUT sends `body` as JSON. */
  method?: 'GET' | 'PUT';
  body?: unknown;
  /** Who sends it: the Owner unless given. */
  account?: keyof typeof benchAccounts;
};

/** Many people's requests: the n-th request sent (from 0), the first probed, the load's and the CPU samples' after it. */
export type MeasuredRequests = MeasuredAnswer & { request(n: number): BenchRequest };

/** Requests sent one after another after the load, to measure the server's CPU time per request. */
const CPU_SAMPLE_REQUESTS = 10;

type Sent = {
  path: string;
  url: string;
  init: RequestInit;
  method: 'GET' | 'PUT' | 'POST';
  headers: Record<string, string>;
  body?: string;
};

function toSent(baseUrl: string, request: BenchRequest): Sent {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = {
    // As every browser sends it: large kept answers come gzipped.
    'accept-encoding': 'gzip, deflate, br',
    ...(request.token !== undefined && { authorization: request.token }),
    ...request.headers,
  };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers, ...(body !== undefined && { body }) };
  return {
    path: request.path,
    url: `${baseUrl}${request.path}`,
    init,
    method,
    headers,
    ...(body !== undefined && { body }),
  };
}

/**
 * The server's CPU milliseconds per request over requests sent one at a time: what the request costs
 * the server itself (PostgreSQL's work aside), which other programs on the machine hardly change.
 */
async function serverCpuMsPerRequest(pid: number | undefined, next: () => Sent) {
  const before = processCpuMs(pid);
  if (before === undefined) return undefined;
  for (let i = 0; i < CPU_SAMPLE_REQUESTS; i += 1) {
    const { url, init } = next();
    await (await probe(url, init)).arrayBuffer();
  }
  const after = processCpuMs(pid);
  return after === undefined ? undefined : Math.round((after - before) / CPU_SAMPLE_REQUESTS);
}

/** Loads the requests and holds their 95th percentile to a target; `varies` when they are not all the first. */
async function measureLoad(
  context: ScenarioContext,
  requests: MeasuredRequests,
  varies: boolean,
): Promise<ScenarioOutcome> {
  const baseUrl = requireServer(context);
  let sent = 0;
  const next = () => toSent(baseUrl, requests.request(sent++));
  const first = next();
  const answer = requests.describeAnswer(await (await probe(first.url, first.init)).json());
  const result = await runLoad({
    url: first.url,
    method: first.method,
    headers: first.headers,
    ...(first.body !== undefined && { body: first.body }),
    connections: requests.connections,
    durationSeconds: context.durationSeconds,
    ...(requests.largeAnswers && { largeAnswers: true }),
    ...(varies && {
      vary: () => {
        const { path, headers, body } = next();
        return { path, headers, ...(body !== undefined && { body }) };
      },
    }),
  });
  const cpuMs = await serverCpuMsPerRequest(context.serverPid, next);
  const met = result.latencyMs.p95 <= requests.targetP95Ms;
  return {
    lines: [
      ...describeLoad(result),
      ...(cpuMs === undefined ? [] : [`server CPU ${cpuMs} ms per request, sent one at a time`]),
      answer.line,
      `target p95 <= ${requests.targetP95Ms} ms: ${met ? 'met' : 'MISSED'}`,
    ],
    passed: met && loadSucceeded(result),
    figure: { label: 'p95', ms: result.latencyMs.p95 },
    details: {
      targetP95Ms: requests.targetP95Ms,
      ...answer.details,
      load: result,
      ...(cpuMs !== undefined && { serverCpuMsPerRequest: cpuMs }),
    },
  };
}

/** Loads many people's requests and holds their 95th percentile to a target. */
export const measureRequests = (context: ScenarioContext, requests: MeasuredRequests) =>
  measureLoad(context, requests, true);

/** Loads one request as a bench account and holds its 95th percentile to a target. */
export async function measureRequest(
  context: ScenarioContext,
  request: MeasuredRequest,
): Promise<ScenarioOutcome> {
  const token = await signInForBench(requireServer(context), benchAccounts[request.account ?? 'owner'].email);
  const { path, method, body } = request;
  return measureLoad(context, { ...request, request: () => ({ path, method, body, token }) }, false);
}
