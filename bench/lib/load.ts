import http from 'node:http';
import autocannon, { type Options } from 'autocannon';

/** What a request changes from the load's first: its path (with the query), headers added or replaced, its body. */
export type RequestChange = { path?: string; headers?: Record<string, string>; body?: string };

export type LoadRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Send each request from a different (forwarded) client address, as many people signing in would. */
  varyClientAddress?: boolean;
  /** Each request's own change, by its number from 1 (the warm-up's included): many people's requests. */
  vary?: (sent: number) => RequestChange;
  /**
   * Answers of megabytes: sent through Node's HTTP client, which reads a response's bytes without
   * decoding them. Autocannon appends every body to a string, which for a large answer (and more so a
   * gzipped one, decoded as UTF-8) costs the client more than the server takes to send it.
   */
  largeAnswers?: boolean;
};

/** A client address of its own for each request. */
const fromClientAddress = (sent: number): RequestChange => ({
  headers: { 'x-forwarded-for': `198.18.${(sent >> 8) & 255}.${sent & 255}` },
});

export type LoadResult = {
  url: string;
  method: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: Latencies;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  non2xx: number;
};

const WARMUP_SECONDS = 2;

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export type Latencies = { p50: number; p95: number; p99: number; mean: number; max: number };

/** The percentiles, mean and maximum of latency samples in milliseconds, to a hundredth. */
export function summariseLatencies(samples: readonly number[]): Latencies {
  const sorted = Float64Array.from(samples).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    mean: round(sorted.length ? total / sorted.length : 0),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * Runs autocannon after a short warm-up (so the JIT and the connection pool are ready). Latencies are
 * recorded per response because autocannon's summary has no 95th percentile.
 */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  if (request.largeAnswers) return runLargeAnswersLoad(request);
  let sent = 0;
  const vary = request.vary ?? (request.varyClientAddress ? fromClientAddress : undefined);
  const options: Options = {
    url: request.url,
    method: request.method ?? 'GET',
    connections: request.connections,
    duration: request.durationSeconds,
    timeout: 30,
    warmup: { connections: request.connections, duration: WARMUP_SECONDS },
    ...(request.headers && { headers: request.headers }),
    ...(request.body !== undefined && { body: request.body }),
    ...(vary && {
      requests: [
        {
          setupRequest: (req: Record<string, unknown> & { headers?: Record<string, string> }) => {
            sent += 1;
            const change = vary(sent);
            return { ...req, ...change, headers: { ...req.headers, ...change.headers } };
          },
        },
      ],
    }),
  };
  const latencies: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
    latencies.push(responseTimeMs);
  });
  const result = await instance;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    url: request.url,
    method: options.method ?? 'GET',
    connections: request.connections,
    durationSeconds: result.duration,
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / result.duration) * 10) / 10,
    latencyMs: summariseLatencies(latencies),
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The load of `runLoad` through Node's HTTP client, one request after another on each of the
 * connections, for one request sent alike (no `vary`): the latency is to the answer's last byte.
 */
async function runLargeAnswersLoad(request: LoadRequest): Promise<LoadResult> {
  if (request.vary || request.varyClientAddress) throw new Error('a load of large answers sends one request');
  const method = request.method ?? 'GET';
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.connections });
  const statusCodes: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(request.url, { agent, method, headers: request.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      sent.setTimeout(REQUEST_TIMEOUT_MS, () => sent.destroy(new TimeoutError()));
      sent.on('error', reject);
      sent.end(request.body);
    });
  const load = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const status = await once();
        if (!record) continue;
        latencies.push(performance.now() - started);
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      } catch (error) {
        if (!record) continue;
        if (error instanceof TimeoutError) timeouts += 1;
        else errors += 1;
      }
    }
  };
  const connections = Array.from({ length: request.connections });
  try {
    const warm = performance.now() + WARMUP_SECONDS * 1000;
    await Promise.all(connections.map(() => load(warm, false)));
    const started = performance.now();
    await Promise.all(connections.map(() => load(started + request.durationSeconds * 1000, true)));
    const duration = Math.round(performance.now() - started) / 1000;
    return {
      url: request.url,
      method,
      connections: request.connections,
      durationSeconds: duration,
      requests: latencies.length,
      requestsPerSecond: Math.round((latencies.length / duration) * 10) / 10,
      latencyMs: summariseLatencies(latencies),
      statusCodes,
      errors,
      timeouts,
      non2xx: Object.entries(statusCodes)
        .filter(([status]) => !status.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0),
    };
  } finally {
    agent.destroy();
  }
}

class TimeoutError extends Error {}

export const loadSucceeded = (result: LoadResult) =>
  result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;

export function describeLoad(result: LoadResult): string[] {
  const { p50, p95, p99 } = result.latencyMs;
  const failures = result.errors + result.timeouts + result.non2xx;
  return [
    `latency p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (max ${result.latencyMs.max} ms)`,
    `${result.requestsPerSecond} requests/s, ${result.requests} requests over ${result.durationSeconds} s with ${result.connections} connections`,
    failures === 0
      ? 'every response was 2xx'
      : `FAILED: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodes)}), ${result.errors} errors, ${result.timeouts} timeouts`,
  ];
}

/** One request before the load, so a broken route fails with its own answer instead of a wall of errors. */
export async function probe(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) {
    const body = (await response.text()).slice(0, 300);
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  }
  return response;
}
