import { randomUUID } from 'node:crypto';
import { pacificDate } from '@hgn/domain/time';
import { timeEntryNotes } from '../dataset/names.js';
import { probe } from '../lib/load.js';
import { measureRequests } from './measure.js';
import { requireServer, type Scenario, type ScenarioContext, type ScenarioOutcome } from './scenario.js';
import { signInVolunteers, type SignedInVolunteer } from './volunteers.js';

/** How many volunteers log time at once, each with a session of their own. */
const VOLUNTEERS = 40;

type Work = { projectId: string; wbsId: string | null; taskId: string | null };
type Worker = SignedInVolunteer & { work: Work[] };

/** What a volunteer can log time on: their unfinished tasks and their active projects, as the form offers them. */
async function workOf(baseUrl: string, volunteer: SignedInVolunteer): Promise<Worker> {
  const init = { headers: { authorization: volunteer.token } };
  const [projects, tasks] = await Promise.all([
    probe(`${baseUrl}/api/projects/user/${volunteer.userId}`, init).then(
      async (response) => (await response.json()) as { _id: string; isActive: boolean }[],
    ),
    probe(`${baseUrl}/api/tasks/user/${volunteer.userId}`, init).then(
      async (response) => (await response.json()) as { _id: string; wbsId: string; projectId: string }[],
    ),
  ]);
  return {
    ...volunteer,
    work: [
      ...tasks.map((task) => ({ projectId: task.projectId, wbsId: task.wbsId, taskId: task._id })),
      ...projects
        .filter((project) => project.isActive)
        .map((project) => ({ projectId: project._id, wbsId: null, taskId: null })),
    ],
  };
}

/** The notes' link of every entry the scenario logs, followed by the run and the request's number. */
const NOTES_LINK = 'https://docs.example.org/bench/';

/**
 * Takes away what the volunteers logged today through this scenario (each run's entries carry its
 * link in their notes), through the API as they would, so the dataset's weeks stay as generated and
 * the time log's reads measure real weeks.
 */
async function removeLoggedEntries(baseUrl: string, workers: readonly Worker[], dateOfWork: string) {
  const entries: { id: string; token: string }[] = [];
  for (const worker of workers) {
    const init = { headers: { authorization: worker.token } };
    const url = `${baseUrl}/api/TimeEntry/user/${worker.userId}/${dateOfWork}/${dateOfWork}`;
    const listed = (await (await probe(url, init)).json()) as { _id: string; notes: string }[];
    for (const entry of listed)
      if (entry.notes.includes(NOTES_LINK)) entries.push({ id: entry._id, token: worker.token });
  }
  let next = 0;
  const removeNext = async () => {
    while (next < entries.length) {
      const { id, token } = entries[next++]!;
      await probe(`${baseUrl}/api/TimeEntry/${id}`, { method: 'DELETE', headers: { authorization: token } });
    }
  };
  await Promise.all(Array.from({ length: 4 }, removeNext));
  return entries.length;
}

/**
 * Volunteers logging today's time through the form: each request is a volunteer's entry of 15 to 59
 * minutes on one of their tasks or projects, with notes of more than ten words and a link, and an
 * `Idempotency-Key` of its own, so every request stores an entry and its hours bookkeeping. Preparing
 * signs the volunteers in and finds their work; `measure` is the load; `finish` deletes what it logged.
 */
export async function prepareTimeEntryPost(baseUrl: string) {
  const volunteers = await signInVolunteers(baseUrl, VOLUNTEERS);
  const workers = (await Promise.all(volunteers.map((volunteer) => workOf(baseUrl, volunteer)))).filter(
    (worker) => worker.work.length > 0,
  );
  if (workers.length === 0) throw new Error('none of the volunteers has a task or an active project');
  const run = randomUUID();
  const dateOfWork = pacificDate(new Date());
  // An earlier run that stopped half-way left its entries: they go first.
  await removeLoggedEntries(baseUrl, workers, dateOfWork);
  return {
    measure: (context: ScenarioContext) =>
      measureRequests(context, {
        request: (n) => {
          const worker = workers[n % workers.length]!;
          const work = worker.work[Math.floor(n / workers.length) % worker.work.length]!;
          return {
            path: '/api/TimeEntry',
            method: 'POST',
            token: worker.token,
            headers: { 'idempotency-key': `${run}:${n}` },
            body: {
              personId: worker.userId,
              dateOfWork,
              hours: 0,
              minutes: 15 + (n % 45),
              ...work,
              notes: `${timeEntryNotes[n % timeEntryNotes.length]} ${NOTES_LINK}${run}/${n}`,
              isTangible: true,
              entryType: 'default',
            },
          };
        },
        connections: 4,
        targetP95Ms: 20,
        describeAnswer: () => ({
          line: `${workers.length} volunteers log time on ${workers.reduce((sum, w) => sum + w.work.length, 0)} tasks and projects`,
          details: { volunteers: workers.length, dateOfWork },
        }),
      }),
    async finish(outcome: ScenarioOutcome): Promise<ScenarioOutcome> {
      const removed = await removeLoggedEntries(baseUrl, workers, dateOfWork);
      return {
        ...outcome,
        lines: [...outcome.lines, `the run's ${removed} entries were deleted afterwards`],
        details: { ...outcome.details, entriesDeletedAfterwards: removed },
      };
    },
  };
}

export const timeEntryPostScenario: Scenario = {
  name: 'time-entry-post',
  measures: `POST /api/TimeEntry as ${VOLUNTEERS} Volunteers: today's tangible entry on their own task or project, a new Idempotency-Key each`,
  needsServer: true,
  async run(context) {
    const load = await prepareTimeEntryPost(requireServer(context));
    return load.finish(await load.measure(context));
  },
};
