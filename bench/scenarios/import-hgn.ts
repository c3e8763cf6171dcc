import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../apps/server/src/paths.js';
import { generateHgnDump } from '../hgn/dump.js';
import type { Scenario } from './scenario.js';

/** 2,000,000 entries in 120 s at the default scale; the same rate at the others. */
const TARGET_ENTRIES_PER_SECOND = 2_000_000 / 120;

type Line = { at: number; text: string };

/** Runs `npm run import-hgn -- <folder>` on a new data directory; answers its output, each line with its second. */
async function runImport(folder: string, dataDir: string): Promise<{ lines: Line[]; code: number | null }> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The import's own embedded database in `dataDir`, whatever the environment names.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(npm, ['run', '--silent', 'import-hgn', '--', folder], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (text) =>
      lines.push({ at: (performance.now() - started) / 1000, text }),
    );
  read(child.stdout);
  read(child.stderr);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  return { lines, code };
}

/**
 * Where the time went: from one line that ends a collection's reading ("projects: 200 read", as the
 * import prints without a terminal) to the next, so a collection written after it is read (the time
 * entries) is in the phase that follows it; then what follows the last (the task hours, the figures,
 * the commit) up to the report.
 */
function phasesOf(lines: Line[]): Array<{ phase: string; seconds: number }> {
  const phases: Array<{ phase: string; seconds: number }> = [];
  let last = 0;
  for (const { at, text } of lines) {
    const read = /^(\S+): [\d,]+ read$/.exec(text);
    if (read) {
      phases.push({ phase: `to ${read[1]!} read`, seconds: at - last });
      last = at;
    } else if (/^collection\s+read/.test(text)) {
      phases.push({ phase: 'after the collections, to the report', seconds: at - last });
      break;
    }
  }
  return phases.map(({ phase, seconds }) => ({ phase, seconds: Math.round(seconds * 10) / 10 }));
}

/**
 * `npm run import-hgn` of a generated mongodump of the benchmark organisation (`hgn/dump.ts`, written
 * once per scale into `.cache/bench/<scale>/hgn-dump`) into a new, empty data directory: the whole
 * command, from the database's creation to the commit and its stop.
 */
export const importHgnScenario: Scenario = {
  name: 'import-hgn',
  measures:
    'npm run import-hgn of the organisation as a mongodump (all its time entries) into a new data directory',
  needsServer: false,
  async run({ scale }) {
    const dump = await generateHgnDump(scale);
    const dataDir = path.join(repoRoot, '.cache/bench', `${scale.name}-import-hgn`);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    const load = loadavg()[0]!;
    let result: Awaited<ReturnType<typeof runImport>>;
    try {
      result = await runImport(dump.folder, dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    const seconds = result.lines.at(-1)?.at ?? 0;
    const row = result.lines.find(({ text }) => /^timeEntries\s+[\d,]+\s+[\d,]+/.test(text))?.text;
    const imported = Number(row?.split(/\s+/)[2]?.replace(/,/g, '') ?? 0);
    const entriesPerSecond = Math.round(imported / seconds);
    const targetSeconds = Math.round(dump.counts.timeEntries! / TARGET_ENTRIES_PER_SECOND);
    const phases = phasesOf(result.lines);
    const passed = result.code === 0 && imported === dump.counts.timeEntries && seconds <= targetSeconds;
    const shown = phases.filter((p) => p.seconds >= 0.5);
    return {
      lines: [
        `dump: ${Object.entries(dump.counts)
          .map(([collection, count]) => `${count} ${collection}`)
          .join(', ')} (${dump.reused ? 'cached, ' : ''}written in ${dump.seconds} s)`,
        result.code === 0
          ? `imported ${imported} time entries in ${seconds.toFixed(1)} s, ${entriesPerSecond} entries/s (target <= ${targetSeconds} s); load average ${load.toFixed(1)} at the start`
          : `the import failed (exit ${result.code}):\n${result.lines
              .slice(-15)
              .map(({ text }) => `    ${text}`)
              .join('\n')}`,
        `phases: ${shown.map(({ phase, seconds: s }) => `${phase} ${s} s`).join(', ')}`,
      ],
      passed,
      figure: { label: 'run', ms: Math.round(seconds * 1000) },
      details: {
        seconds,
        imported,
        entriesPerSecond,
        targetSeconds,
        phases,
        loadAverageAtStart: load,
        dump: { counts: dump.counts, seconds: dump.seconds },
        exitCode: result.code,
      },
    };
  },
};
