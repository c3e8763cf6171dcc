import { randomUUID } from 'node:crypto';
import { pacificDate } from '@hgn/domain/time';
import { timeEntryNotes } from '../dataset/names.js';
import { probe } from '../lib/load.js';
import { measureRequests } from './measure.js';
import { requireServer, type Scenario } from './scenario.js';
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

/**
 * Volunteers logging today's time through the form: each request is a volunteer's entry of 15 to 59
 * minutes on one of their tasks or projects, with notes of more than ten words and a link, and an
 * `Idempotency-Key` of its own, so every request stores an entry and its hours bookkeeping.
 */
export const timeEntryPostScenario: Scenario = {
  name: 'time-entry-post',
  measures: `POST /api/TimeEntry as ${VOLUNTEERS} Volunteers: today's tangible entry on their own task or project, a new Idempotency-Key each`,
  needsServer: true,
  async run(context) {
    const baseUrl = requireServer(context);
    const volunteers = await signInVolunteers(baseUrl, VOLUNTEERS);
    const workers = (await Promise.all(volunteers.map((volunteer) => workOf(baseUrl, volunteer)))).filter(
      (worker) => worker.work.length > 0,
    );
    if (workers.length === 0) throw new Error('none of the volunteers has a task or an active project');
    const run = randomUUID();
    const dateOfWork = pacificDate(new Date());
    return measureRequests(context, {
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
            notes: `${timeEntryNotes[n % timeEntryNotes.length]} https://docs.example.org/bench/${run}/${n}`,
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
    });
  },
};
