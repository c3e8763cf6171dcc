import type { Scale } from '../dataset/scale.js';
import type { RunningServer } from '../lib/server.js';

export type ScenarioContext = {
  /** Where the server listens; undefined for scenarios that need no server. */
  baseUrl: string | undefined;
  /** The process of the server at `baseUrl`, whose CPU time a scenario may measure. */
  serverPid: number | undefined;
  /** The dataset's database, which the server at `baseUrl` has started, for a scenario's bare SQL. */
  databaseUrl: string | undefined;
  scale: Scale;
  durationSeconds: number;
  /** Registers a server the scenario starts itself, so that an interrupted run stops it too. */
  serverStarted(server: RunningServer): void;
};

export type ScenarioOutcome = {
  /** Lines printed under the scenario's name. */
  lines: string[];
  /** False when a target is missed or requests failed; `npm run bench` then exits with 1. */
  passed: boolean;
  /** Written to bench/results/<scale>/<scenario>.json. */
  details: Record<string, unknown>;
  /**
   * The scenario's one cost, in milliseconds, that runs at two scales compare (a p95, the job's whole
   * run); none for what does not grow with the organisation (the bundle, the HTTP stack alone).
   */
  figure?: { label: string; ms: number };
};

export type Scenario = {
  name: string;
  /** One line for `--help` and the README. */
  measures: string;
  needsServer: boolean;
  run(context: ScenarioContext): Promise<ScenarioOutcome>;
};

export function requireServer(context: ScenarioContext): string {
  if (!context.baseUrl) throw new Error('this scenario needs the server, which was not started');
  return context.baseUrl;
}
