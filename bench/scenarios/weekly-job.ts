import { fixedClock, weekRange } from '@hgn/domain/time';
import { loadConfig } from '../../apps/server/src/config.js';
import { connectProductDatabase } from '../../apps/server/src/db.js';
import { noKeptAnswers } from '../../apps/server/src/platform/http/kept-answers.js';
import { createServices } from '../../apps/server/src/services.js';
import type { Scenario } from './scenario.js';

const TARGET_SECONDS = 30;

/** Thrown to roll the measured run back, so the dataset stays as generated. */
class RollBack extends Error {}

/**
 * Sunday midnight's close of last week for every active person of the dataset, through the same
 * service the scheduled job runs, in batches as it runs them. The whole run happens inside one outer
 * transaction that is rolled back at the end (each batch's transaction is a savepoint of it), so the
 * dataset is left as it was and the next run measures the same work. The dataset has no weekly
 * summaries, so every person is given a blue square and an e-mail: the heaviest week there is.
 */
export const weeklyJobScenario: Scenario = {
  name: 'weekly-job',
  measures:
    'the week close (Sunday 00:00 Pacific) for every active person of the dataset, rolled back afterwards',
  needsServer: true,
  async run(context) {
    if (!context.databaseUrl) throw new Error("this scenario needs the dataset's database");
    const sunday = weekRange(new Date()).startDate;
    const database = connectProductDatabase(context.databaseUrl, { max: 2 });
    const config = loadConfig({ ...process.env, DATABASE_URL: context.databaseUrl });
    const batches: { done: number; ms: number }[] = [];
    let seconds = 0;
    let counts: Record<string, number> = {};
    try {
      await database.db
        .transaction(async (tx) => {
          const { weekClose } = createServices({
            db: tx,
            config,
            clock: fixedClock(new Date()),
            keptAnswers: noKeptAnswers,
          });
          const started = performance.now();
          await weekClose.closeWeek(sunday, async (report) => {
            batches.push({ done: report.done, ms: Math.round(performance.now() - started) });
            counts = report.counts;
          });
          seconds = (performance.now() - started) / 1000;
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
    } finally {
      await database.close();
    }
    const people = counts.people ?? 0;
    const passed = people >= context.scale.users * 0.9 && seconds <= TARGET_SECONDS;
    return {
      lines: [
        `closed the week before ${sunday} for ${people} people in ${seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s)`,
        `wrote ${counts.blueSquares ?? 0} blue squares, ${counts.badges ?? 0} badges, ${counts.summariesEmails ?? 0} summaries e-mail; ${batches.length} batch reports`,
      ],
      passed,
      figure: { label: 'run', ms: Math.round(seconds * 1000) },
      details: { sunday, seconds, counts, batches, targetSeconds: TARGET_SECONDS },
    };
  },
};
