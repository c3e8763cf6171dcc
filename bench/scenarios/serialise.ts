import { apiContracts } from '@hgn/domain/apiContracts';
import type { ContractSpec } from '@hgn/domain/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { contractSerializerCompiler } from '../../apps/server/src/platform/http/serializer.js';
import { benchAccounts } from '../dataset/accounts.js';
import { signInForBench } from './measure.js';
import { requireServer, type Scenario } from './scenario.js';

const ROUNDS = 40;

/** The answers measured: the whole people list, and a page of user management with a search. */
const answers = [
  { label: 'people list', method: 'GET', path: '/userprofile', url: '/api/userprofile' },
  {
    label: 'users page',
    method: 'GET',
    path: '/userprofile/page',
    url: '/api/userprofile/page?search=ana&page=1&pageSize=10',
  },
] as const;

function contractOf(method: string, path: string): ContractSpec {
  for (const area of Object.values(apiContracts))
    for (const contract of Object.values(area) as ContractSpec[])
      if (contract.method === method && contract.path === path) return contract;
  throw new Error(`no contract declares ${method} ${path}`);
}

/** The median of `ROUNDS` timings of one serialisation, in milliseconds. */
function medianMs(serialise: (data: unknown) => string, data: unknown): number {
  serialise(data);
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    serialise(data);
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(timings.length / 2)]!;
}

/**
 * How long writing an answer's JSON takes with each way the server has had: `JSON.stringify` (no
 * response schema), zod's parse then stringify (fastify-type-provider-zod's serialiser), and the
 * contract's serialiser the server uses now (fast-json-stringify from the response schema). The
 * answers are the server's own, fetched as the Owner.
 */
export const serialiseScenario: Scenario = {
  name: 'serialise',
  measures: 'JSON serialisation of the people list and the users page answers: JSON.stringify, zod, contract',
  needsServer: true,
  async run(context) {
    const baseUrl = requireServer(context);
    const token = await signInForBench(baseUrl, benchAccounts.owner.email);
    const lines: string[] = [];
    const details: Record<string, unknown> = {};
    let passed = true;
    for (const answer of answers) {
      const response = await fetch(`${baseUrl}${answer.url}`, { headers: { authorization: token } });
      if (!response.ok) throw new Error(`${answer.url} answered ${response.status}`);
      const data: unknown = await response.json();
      const { response: schema } = contractOf(answer.method, answer.path);
      const zodSerialise = zodSerializerCompiler({ schema, method: answer.method, url: answer.path });
      const timings = {
        jsonStringifyMs: medianMs((value) => JSON.stringify(value), data),
        zodMs: medianMs((value) => zodSerialise(value), data),
        contractMs: medianMs(contractSerializerCompiler({ schema }), data),
      };
      const bytes = JSON.stringify(data).length;
      lines.push(
        `${answer.label} (${(bytes / 1024).toFixed(0)} KiB): JSON.stringify ${timings.jsonStringifyMs.toFixed(2)} ms, zod ${timings.zodMs.toFixed(2)} ms, contract ${timings.contractMs.toFixed(2)} ms`,
      );
      details[answer.label] = { bytes, ...timings };
      if (timings.contractMs > timings.zodMs) passed = false;
    }
    lines.push(`target: the contract's serialiser no slower than zod's: ${passed ? 'met' : 'MISSED'}`);
    return { lines, passed, details };
  },
};
