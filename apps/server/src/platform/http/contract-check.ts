import { gunzipSync } from 'node:zlib';
import { COMMON_ERRORS } from '@hgn/domain/contracts';
import type { FastifyInstance } from 'fastify';

const commonCodes = new Set<string>(Object.keys(COMMON_ERRORS));

/** The answer's JSON: text, or bytes sent as JSON (a large `RawJson`). */
function parsedJson(payload: unknown, sentAsJson: boolean): { ok: true; value: unknown } | { ok: false } {
  const text =
    typeof payload === 'string'
      ? payload
      : sentAsJson && Buffer.isBuffer(payload)
        ? payload.toString('utf8')
        : null;
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Holds every answer of a contract's route to its contract (the test suites turn this on): a success
 * must parse with the response schema, a refusal must carry a code the contract declares or a common
 * one. What does not is reported, never sent differently.
 */
export function registerContractCheck(app: FastifyInstance, report: (problem: string) => void) {
  app.addHook('onSend', async (req, reply, payload) => {
    const contract = req.routeOptions.config.contract;
    if (!contract) return payload;
    const where = `${contract.method} ${contract.path} -> ${reply.statusCode}`;
    const sentAsJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const zipped = reply.getHeader('content-encoding') === 'gzip' && Buffer.isBuffer(payload);
    const body = parsedJson(zipped ? gunzipSync(payload) : payload, sentAsJson);
    if (reply.statusCode < 400) {
      if (reply.statusCode === 204) return payload;
      // Bytes the handler sent itself (a picture, a file) are not JSON: there is nothing to parse.
      const isBytes =
        Buffer.isBuffer(payload) || (payload !== null && typeof payload === 'object' && 'pipe' in payload);
      if (isBytes && !sentAsJson) return payload;
      if (!body.ok) report(`${where}: the answer is not JSON`);
      else {
        const result = contract.response.safeParse(body.value);
        if (!result.success) report(`${where}: ${result.error.message}`);
      }
      return payload;
    }
    const code = body.ok ? (body.value as { code?: unknown } | null)?.code : undefined;
    if (typeof code !== 'string') report(`${where}: a refusal without a code`);
    else if (!commonCodes.has(code) && !contract.errors.includes(code))
      report(`${where}: ${code} is not among the contract's error codes`);
    return payload;
  });
}
