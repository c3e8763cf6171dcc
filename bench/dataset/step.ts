import type pg from 'pg';
import type { Scale } from './scale.js';

export type StepContext = { scale: Scale; passwordHash: string };

/**
 * One stage of the organisation, run in its own transaction in list order. Later areas (time entries,
 * summaries) add a step to `steps` and bump GENERATOR_VERSION so cached datasets are rebuilt.
 */
export type Step = { name: string; run(client: pg.ClientBase, context: StepContext): Promise<void> };

/** Postgres arrays are 1-based: the element a hash picks from a list passed as a parameter. */
export const pickFrom = (list: string, seed: string) =>
  `(${list})[1 + pg_temp.bench_pick(${seed}, cardinality(${list}))]`;
