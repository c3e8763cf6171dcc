// Weekly summaries: the four weeks the weekly summaries report shows, written the way the server keeps
// them (sanitised HTML of at least 50 words), so the report reads a week as a real organisation's.
import { weekRange } from '@hgn/domain/time';
import type { Step } from './step.js';

/** The share of active people who wrote a given week's summary. */
const WRITTEN_SHARE = 0.75;

/**
 * Each active person's summaries of this week and the three before (the week's Sunday, Pacific), each
 * written with a chance of three in four: two paragraphs of 60 to 180 words, uploaded on the week's
 * Friday.
 */
const weeklySummariesStep: Step = {
  name: 'weekly summaries',
  async run(client, { scale }) {
    const now = new Date();
    const weeks = [0, -1, -2, -3].map((offset) => weekRange(now, offset).startDate);
    await client.query(
      `INSERT INTO weekly_summaries (user_id, week_start, summary, uploaded_at)
       SELECT pg_temp.bench_id('user', i), w.week_start::date,
         '<p>' || array_to_string(array(
           SELECT (ARRAY['built','shelving','for','the','tool','library','and','wrote','up','how',
             'the','team','measured','each','bed','before','planting','seedlings'])[1 + mod(k * 7 + i, 18)]
           FROM generate_series(1, 60 + pg_temp.bench_pick('words:' || i || w.week_start, 120)) AS k), ' ')
           || '.</p><p>Next week the team continues with the same work.</p>',
         (w.week_start::date + 5)::timestamp AT TIME ZONE 'America/Los_Angeles' + interval '18 hours'
       FROM generate_series(1, $1::integer) AS i
       CROSS JOIN unnest($2::text[]) AS w(week_start)
       WHERE pg_temp.bench_is_active(i)
         AND pg_temp.bench_unit('summary:' || i || ':' || w.week_start) < $3`,
      [scale.users, weeks, WRITTEN_SHARE],
    );
  },
};

export const summarySteps: readonly Step[] = [weeklySummariesStep];
