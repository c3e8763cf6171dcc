import { createHash } from 'node:crypto';

/**
 * The id the generator gives row `n` of a kind: the same as its SQL `pg_temp.bench_id(kind, n)`, the
 * md5 of "kind:n" read as a uuid, so scenarios can name generated rows without asking the server.
 */
export function benchId(kind: string, n: number): string {
  const hex = createHash('md5').update(`${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
