// `npm run bench`: generate (or reuse) the dataset, start the built server on it, run the scenarios,
// print their figures and write bench/results/<scale>/<scenario>.json; each scenario's figure is then
// set beside the other scales' last. scripts/bench.mjs builds first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseScale, scales, type Scale, type ScaleName } from './dataset/scale.js';
import { describeDataset, generateDataset, type Dataset } from './generate.js';
import { embeddedConnectionString } from '../apps/server/src/platform/db/embedded-postgres.js';
import { startServer, type RunningServer } from './lib/server.js';
import { bundleScenario } from './scenarios/bundle.js';
import { healthScenario } from './scenarios/health.js';
import { leaderboardOrgScenario, leaderboardTeamScenario } from './scenarios/leaderboard.js';
import { loginScenario } from './scenarios/login.js';
import { serialiseScenario } from './scenarios/serialise.js';
import { taskMoveScenario } from './scenarios/task-move.js';
import { teamTasksScenario } from './scenarios/team-tasks.js';
import { timeEntryPostScenario } from './scenarios/time-entry-post.js';
import { timelogWeekScenario } from './scenarios/timelog-week.js';
import { timerScenario } from './scenarios/timer.js';
import { userAutocompleteScenario } from './scenarios/user-autocomplete.js';
import { usersPageScenario } from './scenarios/users-page.js';
import { wbsTreeScenario } from './scenarios/wbs-tree.js';
import { weeklyJobScenario } from './scenarios/weekly-job.js';
import { summariesReportWeekScenario } from './scenarios/summaries-report.js';
import { bmInventoryListScenario } from './scenarios/bm-inventory.js';
import { jobsSearchScenario } from './scenarios/jobs-search.js';
import { mapLocationsScenario } from './scenarios/map-locations.js';
import { mapDrawScenario } from './scenarios/map-draw.js';
import { dashboardPaintScenario } from './scenarios/dashboard-paint.js';
import { importHgnScenario } from './scenarios/import-hgn.js';
import type { Scenario, ScenarioOutcome } from './scenarios/scenario.js';

const scenarios: readonly Scenario[] = [
  healthScenario,
  loginScenario,
  bundleScenario,
  usersPageScenario,
  userAutocompleteScenario,
  serialiseScenario,
  wbsTreeScenario,
  taskMoveScenario,
  teamTasksScenario,
  timelogWeekScenario,
  timeEntryPostScenario,
  timerScenario,
  leaderboardOrgScenario,
  leaderboardTeamScenario,
  summariesReportWeekScenario,
  weeklyJobScenario,
  bmInventoryListScenario,
  jobsSearchScenario,
  mapLocationsScenario,
  mapDrawScenario,
  dashboardPaintScenario,
  importHgnScenario,
];
const DEFAULT_DURATION_SECONDS = 10;
const resultsDir = path.join(import.meta.dirname, 'results');

const usage = `Usage: npm run bench -- [--scale small|default|huge] [--only ${scenarios.map((s) => s.name).join(',')}] [--duration seconds]

${scenarios.map((s) => `  ${s.name.padEnd(8)} ${s.measures}`).join('\n')}`;

type Options = { scale: Scale; selected: readonly Scenario[]; durationSeconds: number };

function parseOptions(): Options | undefined {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      only: { type: 'string' },
      duration: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  const names = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(', ')}\n\n${usage}`);
  const durationSeconds = Number(values.duration ?? DEFAULT_DURATION_SECONDS);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1)
    throw new Error('--duration takes a whole number of seconds');
  return {
    scale: parseScale(values.scale),
    selected: names ? scenarios.filter((s) => names.includes(s.name)) : scenarios,
    durationSeconds,
  };
}

const resultFile = (scale: ScaleName, scenario: string) => path.join(resultsDir, scale, `${scenario}.json`);

function writeResult(
  scenario: Scenario,
  scale: Scale,
  outcome: ScenarioOutcome,
  dataset: Dataset | undefined,
) {
  mkdirSync(path.join(resultsDir, scale.name), { recursive: true });
  const result = {
    scenario: scenario.name,
    measures: scenario.measures,
    passed: outcome.passed,
    ranAt: new Date().toISOString(),
    machine: { node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? 'unknown' },
    ...(scenario.needsServer && { scale: scale.name, dataset: dataset?.marker.rows }),
    ...(outcome.figure && { figure: outcome.figure }),
    ...outcome.details,
  };
  writeFileSync(resultFile(scale.name, scenario.name), `${JSON.stringify(result, null, 2)}\n`);
}

/** The figure of a scenario's last run at a scale, if it ran there and has one. */
function lastFigure(scale: ScaleName, scenario: string): { label: string; ms: number } | undefined {
  const file = resultFile(scale, scenario);
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { figure?: { label: string; ms: number } }).figure;
}

/**
 * Each scenario's figure at the default scale (1x) and ten times it (`huge`, 10x), from their last
 * runs, and how much it grew.
 */
function describeGrowth(selected: readonly Scenario[]): string[] {
  const rows = selected.flatMap((scenario) => {
    const [once, tenTimes] = [lastFigure('default', scenario.name), lastFigure('huge', scenario.name)];
    if (!once && !tenTimes) return [];
    const shown = (figure: { ms: number } | undefined) => (figure ? `${figure.ms} ms` : 'not run');
    const ratio = once && tenTimes ? `${(tenTimes.ms / once.ms).toFixed(2)}x` : '';
    const label = (once ?? tenTimes)!.label;
    return [
      `  ${scenario.name.padEnd(22)} ${label.padEnd(13)} ${shown(once).padStart(11)} ${shown(tenTimes).padStart(11)} ${ratio.padStart(7)}`,
    ];
  });
  if (rows.length === 0) return [];
  const header = `  ${'scenario'.padEnd(22)} ${'figure'.padEnd(13)} ${'1x'.padStart(11)} ${`10x (${scales.huge.users / 1000}k)`.padStart(11)} ${'ratio'.padStart(7)}`;
  return ['', 'As the organisation grows (last runs at each scale):', header, ...rows];
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (!options) {
    console.log(usage);
    return 0;
  }
  const { scale, selected, durationSeconds } = options;
  const needsServer = selected.some((s) => s.needsServer);

  let dataset: Dataset | undefined;
  let server: RunningServer | undefined;
  // The dataset's server and those that scenarios start themselves; stopping a stopped one does nothing.
  const servers = new Set<RunningServer>();
  const stopServers = () => Promise.all([...servers].map((running) => running.stop()));
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`);
    void stopServers().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  let allPassed = true;
  try {
    if (needsServer) {
      dataset = await generateDataset(scale);
      console.log(describeDataset(dataset));
      server = await startServer(dataset.dataDir);
      servers.add(server);
      console.log(`Server ready at ${server.baseUrl} (log: ${path.relative(process.cwd(), server.logFile)})`);
    }
    for (const scenario of selected) {
      console.log(`\n${scenario.name}: ${scenario.measures}`);
      const outcome = await scenario.run({
        baseUrl: server?.baseUrl,
        serverPid: server?.pid,
        databaseUrl: dataset && embeddedConnectionString(path.join(dataset.dataDir, 'postgres')),
        scale,
        durationSeconds,
        serverStarted: (started) => servers.add(started),
      });
      for (const line of outcome.lines) console.log(`  ${line}`);
      writeResult(scenario, scale, outcome, dataset);
      allPassed &&= outcome.passed;
    }
  } finally {
    await stopServers();
  }
  for (const line of describeGrowth(selected)) console.log(line);
  console.log(`\nResults written to ${path.relative(process.cwd(), path.join(resultsDir, scale.name))}/`);
  return allPassed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nnpm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
