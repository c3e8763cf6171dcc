// The review flow as the original client drives it: the whole task, as GET answers it, sent back to
// PUT /api/task/updateStatus with one person's review status changed (and a new related-work link on
// a submission).
import { taskReviewMessages } from '@hgn/domain/messages';
import { taskReviewRefusals, type TaskJson } from '@hgn/domain/tasks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures, type Caller } from '../../../test/work.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [admin, manager, mentor, stranger] = await signedInAs(
  t,
  'Administrator',
  'Manager',
  'Mentor',
  'Volunteer',
);
const LINK = 'https://docs.google.com/document/d/work-done';

const { createWbs } = workFixtures(t, 'Whole task review');
let serial = 0;

const read = async (taskId: string) => (await call(admin, 'GET', `/api/task/${taskId}`)).json<TaskJson>();

/** A Volunteer on a team with a Mentor, and a task with the given extra people after the Volunteer. */
async function volunteerTask(...others: Caller[]) {
  const lastName = `Hopper${serial}`;
  const volunteer = await t.signedIn('Volunteer', { firstName: 'Grace', lastName });
  const teamMentor = await t.createUser({ role: 'Mentor' });
  const [team] = await db
    .insert(teams)
    .values({ name: `Whole task review team ${serial++}` })
    .returning();
  await db
    .insert(teamMembers)
    .values([volunteer, teamMentor].map((p) => ({ teamId: team!.id, userId: p.id })));
  const { wbsId } = await createWbs();
  const res = await call(admin, 'POST', `/api/task/${wbsId}`, {
    taskName: 'Plant the hedge',
    estimatedHours: 10,
    resources: [volunteer, ...others].map((p) => ({ userID: p.id })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const task = await read(res.json<TaskJson>()._id);
  return { volunteer, task, requests: () => requestsFrom(`Grace ${lastName}`) };
}

/** The task as GET answers it, every person's review set as the original client's review button does. */
const withReview = (task: TaskJson, reviewStatus: string, extra: Partial<TaskJson> = {}) => ({
  ...task,
  resources: task.resources.map((r) => ({ ...r, reviewStatus, completedTask: reviewStatus === 'Reviewed' })),
  ...extra,
});
const submission = (task: TaskJson, link = LINK) =>
  withReview(task, 'Submitted', { relatedWorkLinks: [...task.relatedWorkLinks, link] });

const put = (caller: Caller, taskId: string, body: object) =>
  call(caller, 'PUT', `/api/task/updateStatus/${taskId}`, body);

const requestsFrom = (name: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, taskReviewMessages.reviewRequestSubject(name)));

/** Submits the volunteer's work through the route; answers the task as stored after. */
async function submitted(volunteer: Caller, task: TaskJson) {
  const res = await put(volunteer, task._id, submission(task));
  expect(res.statusCode, res.body).toBe(201);
  return read(task._id);
}

describe('the review flow through the whole task', () => {
  it('submits with the new link, e-mails the review request and leaves the other fields as stored', async () => {
    const { volunteer, task, requests } = await volunteerTask();
    const body = { ...submission(task), taskName: 'Renamed', estimatedHours: 99, dueDatetime: '2030-01-01' };
    const res = await put(volunteer, task._id, body);
    expect(res.statusCode, res.body).toBe(201);
    const after = await read(task._id);
    expect(after.resources[0]).toMatchObject({ reviewStatus: 'Submitted', completedTask: false });
    expect(after.relatedWorkLinks).toEqual([LINK]);
    expect(after).toMatchObject({
      taskName: 'Plant the hedge',
      estimatedHours: 10,
      dueDatetime: task.dueDatetime,
    });
    expect(await requests()).toHaveLength(1);
  });

  it('lets a reviewer complete the submitted work, and another send it back', async () => {
    const { volunteer, task } = await volunteerTask();
    const sent = await submitted(volunteer, task);
    const reviewed = await put(mentor, task._id, withReview(sent, 'Reviewed'));
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect((await read(task._id)).resources[0]).toMatchObject({
      reviewStatus: 'Reviewed',
      completedTask: true,
    });

    const { volunteer: other, task: second } = await volunteerTask();
    const back = await put(manager, second._id, withReview(await submitted(other, second), 'Unsubmitted'));
    expect(back.statusCode, back.body).toBe(201);
    const after = await read(second._id);
    expect(after.resources[0]).toMatchObject({ reviewStatus: 'Unsubmitted', completedTask: false });
    expect(after.relatedWorkLinks).toEqual([LINK]);
  });

  it('keeps a resubmitted link once', async () => {
    const { volunteer, task } = await volunteerTask();
    const sent = await submitted(volunteer, task);
    expect((await put(mentor, task._id, withReview(sent, 'Unsubmitted'))).statusCode).toBe(201);
    const again = await put(volunteer, task._id, submission(await read(task._id)));
    expect(again.statusCode, again.body).toBe(201);
    const after = await read(task._id);
    expect(after.resources[0]).toMatchObject({ reviewStatus: 'Submitted' });
    expect(after.relatedWorkLinks).toEqual([LINK]);
  });

  it('refuses what the review rules refuse, writing nothing', async () => {
    const { volunteer, task, requests } = await volunteerTask(stranger);
    const mine = (body: ReturnType<typeof withReview>) => ({
      ...body,
      resources: body.resources.map((r, i) => (i === 0 ? r : task.resources[i]!)),
    });
    const refusals: [Caller, object, number, string?, string?][] = [
      [
        volunteer,
        mine(submission(task, 'http://docs.google.com/document/d/x')),
        400,
        'relatedWorkLinks',
        taskReviewMessages.linkNotHttps,
      ],
      [
        volunteer,
        mine(submission(task, 'https://a.io/b')),
        400,
        'relatedWorkLinks',
        taskReviewMessages.linkTooShort,
      ],
      [
        volunteer,
        mine(withReview(task, 'Submitted')),
        400,
        'relatedWorkLinks',
        taskReviewMessages.linkRequired,
      ],
      // Every person's review changed at once, as the original client does on a shared task.
      [volunteer, submission(task), 400, 'resources', taskReviewRefusals.onePersonAtATime],
      // Another person on the task submitting the volunteer's part.
      [stranger, mine(submission(task)), 403],
      [
        volunteer,
        { ...mine(submission(task)), status: 'Complete' },
        400,
        'status',
        taskReviewRefusals.statusApartFromReview,
      ],
      [
        volunteer,
        {
          ...mine(submission(task)),
          resources: [{ ...mine(submission(task)).resources[0], completedTask: true }, task.resources[1]],
        },
        400,
        'resources[0].completedTask',
        taskReviewRefusals.completedByReview,
      ],
      [
        admin,
        { ...task, resources: [{ ...task.resources[0], completedTask: true }, task.resources[1]] },
        400,
        'resources[0].completedTask',
        taskReviewRefusals.completionOwnRequest,
      ],
      [
        volunteer,
        { ...task, relatedWorkLinks: [LINK] },
        400,
        'relatedWorkLinks',
        taskReviewRefusals.linkWithSubmission,
      ],
      [mentor, mine(withReview(task, 'Reviewed')), 409],
    ];
    for (const [caller, body, status, field, message] of refusals) {
      const res = await put(caller, task._id, body);
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json()).toMatchObject({ field, message });
      expect(await read(task._id)).toEqual(task);
    }
    expect(await requests()).toHaveLength(0);
  });

  it("refuses a volunteer's own Reviewed with 403 and a stranger's status with 403", async () => {
    const { volunteer, task } = await volunteerTask();
    const sent = await submitted(volunteer, task);
    expect((await put(volunteer, task._id, withReview(sent, 'Reviewed'))).statusCode).toBe(403);
    expect((await put(stranger, task._id, { ...sent, status: 'Started' })).statusCode).toBe(403);
    expect((await put(mentor, task._id, { ...sent, status: 'Started' })).statusCode).toBe(403);
    expect(await read(task._id)).toEqual(sent);
  });

  it('sets the status of a body that moves no review, for the people on the task', async () => {
    const { volunteer, task } = await volunteerTask();
    const res = await put(volunteer, task._id, { ...task, status: 'Started', taskName: 'Renamed' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await read(task._id)).toMatchObject({ status: 'Started', taskName: 'Plant the hedge' });
  });
});
