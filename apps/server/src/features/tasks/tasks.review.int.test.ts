import { taskReviewMessages } from '@hgn/domain/messages';
import type { TaskJson } from '@hgn/domain/tasks';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { signedInAs, workFixtures, type Caller } from '../../../test/work.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { followUps } from '../followUps/followUps.table.js';
import { teamMembers, teams } from '../teams/teams.table.js';
import { users } from '../users/users.table.js';
import { taskResources, tasks } from './tasks.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [admin, owner, manager, mentor, volunteer, other] = await signedInAs(
  t,
  'Administrator',
  'Owner',
  'Manager',
  'Mentor',
  'Volunteer',
  'Volunteer',
);

const LINK = 'https://docs.google.com/document/d/work-done';

let serial = 0;
const { createWbs } = workFixtures(t, 'Review');
const newWbs = async () => (await createWbs()).wbsId;

/** A task under a mother, with the given people on it; answers both. */
async function taskOf(...people: Caller[]) {
  const wbsId = await newWbs();
  const create = async (fields: Record<string, unknown>) => {
    const res = await call(admin, 'POST', `/api/task/${wbsId}`, fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TaskJson>();
  };
  const mother = await create({ taskName: 'Mother' });
  const task = await create({
    taskName: 'Plant the hedge',
    mother: mother._id,
    estimatedHours: 10,
    resources: people.map((p) => ({ userID: p.id })),
  });
  return { task, mother };
}

const stored = async (taskId: string) => ({
  task: (await db.select().from(tasks).where(eq(tasks.id, taskId)))[0]!,
  resources: await db.select().from(taskResources).where(eq(taskResources.taskId, taskId)),
});
const resourceOf = (task: TaskJson, person: Caller) => task.resources.find((r) => r.userID === person.id)!;

const review = (caller: Caller, taskId: string, body: object) =>
  call(caller, 'PUT', `/api/task/${taskId}/review`, body);

describe('the review flow', () => {
  it('lets the assignee submit with a link, which joins the related work', async () => {
    const { task } = await taskOf(volunteer, other);
    const res = await review(volunteer, task._id, {
      userId: volunteer.id,
      reviewStatus: 'Submitted',
      link: LINK,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TaskJson>();
    expect(resourceOf(answer, volunteer)).toMatchObject({ reviewStatus: 'Submitted', completedTask: false });
    expect(resourceOf(answer, other)).toMatchObject({ reviewStatus: 'Unsubmitted' });
    expect(answer.relatedWorkLinks).toEqual([LINK]);
    expect(answer.__v).toBe(task.__v + 1);
  });

  it('refuses a missing, non-https or short link in the spec’s words, writing nothing', async () => {
    const { task } = await taskOf(volunteer);
    const before = await stored(task._id);
    for (const [link, message] of [
      [undefined, taskReviewMessages.linkRequired],
      ['', taskReviewMessages.linkRequired],
      ['http://docs.google.com/document/d/1', taskReviewMessages.linkNotHttps],
      ['docs.google.com/document/d/1', taskReviewMessages.linkNotHttps],
      ['https://a.io/x', taskReviewMessages.linkTooShort],
    ] as const) {
      const res = await review(volunteer, task._id, {
        userId: volunteer.id,
        reviewStatus: 'Submitted',
        link,
      });
      expect(res.statusCode, String(link)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'link', message });
    }
    expect(await stored(task._id)).toEqual(before);
  });

  it('lets only the assignee submit and only reviewers decide; refusals write nothing', async () => {
    const { task } = await taskOf(volunteer);
    const before = await stored(task._id);
    const submitForOther = await review(admin, task._id, {
      userId: volunteer.id,
      reviewStatus: 'Submitted',
      link: LINK,
    });
    expect(submitForOther.statusCode).toBe(403);
    expect(submitForOther.json()).toMatchObject({ code: 'FORBIDDEN' });
    const selfReview = await review(volunteer, task._id, { userId: volunteer.id, reviewStatus: 'Reviewed' });
    expect(selfReview.statusCode).toBe(403);
    expect(await stored(task._id)).toEqual(before);
  });

  it('completes the part of the reviewed person and reopens it on a reset', async () => {
    const { task } = await taskOf(volunteer);
    const submit = { userId: volunteer.id, reviewStatus: 'Submitted', link: LINK };
    expect((await review(volunteer, task._id, submit)).statusCode).toBe(200);
    const reset = await review(mentor, task._id, { userId: volunteer.id, reviewStatus: 'Unsubmitted' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(resourceOf(reset.json(), volunteer)).toMatchObject({
      reviewStatus: 'Unsubmitted',
      completedTask: false,
    });

    expect((await review(volunteer, task._id, submit)).statusCode).toBe(200);
    const done = await review(manager, task._id, { userId: volunteer.id, reviewStatus: 'Reviewed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(resourceOf(done.json(), volunteer)).toMatchObject({
      reviewStatus: 'Reviewed',
      completedTask: true,
    });
    // The same work submitted again is one link.
    expect(done.json<TaskJson>().relatedWorkLinks).toEqual([LINK]);
  });

  it('keeps each link once however often the work is resubmitted with it', async () => {
    const { task } = await taskOf(volunteer);
    const OTHER = 'https://docs.google.com/document/d/more-work';
    for (const link of [LINK, LINK, OTHER, LINK]) {
      const submitted = await review(volunteer, task._id, {
        userId: volunteer.id,
        reviewStatus: 'Submitted',
        link,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const reset = await review(mentor, task._id, { userId: volunteer.id, reviewStatus: 'Unsubmitted' });
      expect(reset.statusCode, reset.body).toBe(200);
    }
    expect((await stored(task._id)).task.relatedWorkLinks).toEqual([LINK, OTHER]);
  });

  it('refuses a step that does not follow from the stored status with 409', async () => {
    const { task } = await taskOf(volunteer);
    const early = await review(owner, task._id, { userId: volunteer.id, reviewStatus: 'Reviewed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_STEP_REFUSED' });
    const again = await review(owner, task._id, { userId: volunteer.id, reviewStatus: 'Unsubmitted' });
    expect(again.statusCode).toBe(409);
    expect((await stored(task._id)).resources[0]).toMatchObject({ reviewStatus: 'Unsubmitted' });
  });

  it('lets a holder of putReviewStatus review', async () => {
    const reviewer = await t.signedIn('Volunteer', { frontPermissions: ['putReviewStatus'] });
    const { task } = await taskOf(volunteer);
    await review(volunteer, task._id, { userId: volunteer.id, reviewStatus: 'Submitted', link: LINK });
    const res = await review(reviewer, task._id, { userId: volunteer.id, reviewStatus: 'Reviewed' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 404 for an unknown task and for a person not on it', async () => {
    const { task } = await taskOf(volunteer);
    const unknown = await review(admin, 'not-a-task', { userId: volunteer.id, reviewStatus: 'Reviewed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    const stranger = await review(other, task._id, {
      userId: other.id,
      reviewStatus: 'Submitted',
      link: LINK,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_ON_TASK' });
  });

  it('stores one link when ten submissions arrive at once', async () => {
    const { task } = await taskOf(volunteer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        review(volunteer, task._id, { userId: volunteer.id, reviewStatus: 'Submitted', link: LINK }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const after = await stored(task._id);
    expect(after.task.relatedWorkLinks).toEqual([LINK]);
    expect(after.task.version).toBe(task.__v + 1);
  });
});

describe('completion per user', () => {
  const complete = (caller: Caller, taskId: string, body: object) =>
    call(caller, 'PUT', `/api/task/${taskId}/completion`, body);

  it("marks a person's part done and the task Complete, and opens both again", async () => {
    const { task } = await taskOf(volunteer, other);
    const done = await complete(admin, task._id, { userId: volunteer.id, operation: 'remove' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Complete' });
    expect(resourceOf(done.json(), volunteer).completedTask).toBe(true);
    expect(resourceOf(done.json(), other).completedTask).toBe(false);
    expect((await stored(task._id)).task.completedAt).not.toBeNull();

    const reopened = await complete(owner, task._id, { userId: volunteer.id, operation: 'add' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'Started', completedDatetime: null });
    expect(resourceOf(reopened.json(), volunteer).completedTask).toBe(false);
  });

  it('is for Administrators and Owners only; refusals write nothing', async () => {
    const { task } = await taskOf(volunteer);
    const before = await stored(task._id);
    for (const caller of [manager, mentor, volunteer]) {
      const res = await complete(caller, task._id, { userId: volunteer.id, operation: 'remove' });
      expect(res.statusCode).toBe(403);
    }
    expect(await stored(task._id)).toEqual(before);
  });

  it('refuses an unknown operation, a person not on the task and an unknown task', async () => {
    const { task } = await taskOf(volunteer);
    expect((await complete(admin, task._id, { userId: volunteer.id, operation: 'finish' })).statusCode).toBe(
      400,
    );
    const stranger = await complete(admin, task._id, { userId: other.id, operation: 'remove' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_ON_TASK' });
    const unknown = await complete(admin, crypto.randomUUID(), { userId: other.id, operation: 'remove' });
    expect(unknown.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
  });
});

describe('removing a person from a task', () => {
  const remove = (caller: Caller, taskId: string, userId: string) =>
    call(caller, 'PUT', `/api/task/${taskId}/resources/remove`, { userId });

  it('takes the person off the task and off its mother’s roll-up', async () => {
    const { task, mother } = await taskOf(volunteer, other);
    expect((await stored(mother._id)).resources.map((r) => r.userId).sort()).toEqual(
      [volunteer.id, other.id].sort(),
    );
    const res = await remove(manager, task._id, volunteer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TaskJson>().resources.map((r) => r.userID)).toEqual([other.id]);
    expect((await stored(mother._id)).resources.map((r) => r.userId)).toEqual([other.id]);
  });

  /** The people with a follow-up mark on the task. */
  const markedOn = async (taskId: string) =>
    (await db.select({ userId: followUps.userId }).from(followUps).where(eq(followUps.taskId, taskId)))
      .map((m) => m.userId)
      .sort();
  const mark = async (taskId: string, ...people: Caller[]) => {
    for (const person of people) {
      const res = await call(mentor, 'POST', `/api/followup/${person.id}/${taskId}`, {
        followUpCheck: true,
        followUpPercentageDeadline: 20,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('takes away the follow-up marks of the person taken off, on the task and its mother', async () => {
    const { task, mother } = await taskOf(volunteer, other);
    await mark(task._id, volunteer, other);
    await mark(mother._id, volunteer, other);
    expect((await remove(manager, task._id, volunteer.id)).statusCode).toBe(200);
    expect(await markedOn(task._id)).toEqual([other.id]);
    expect(await markedOn(mother._id)).toEqual([other.id]);
  });

  it('takes away the follow-up mark of a person an edit of the task leaves out', async () => {
    const { task } = await taskOf(volunteer, other);
    await mark(task._id, volunteer, other);
    const res = await call(admin, 'PUT', `/api/task/update/${task._id}`, {
      resources: [{ userID: other.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await markedOn(task._id)).toEqual([other.id]);
  });

  it('keeps the follow-up marks when the removal is refused', async () => {
    const { task } = await taskOf(volunteer);
    await mark(task._id, volunteer);
    expect((await remove(mentor, task._id, volunteer.id)).statusCode).toBe(403);
    expect(await markedOn(task._id)).toEqual([volunteer.id]);
  });

  it('is for holders of updateTask or removeUserFromTask; refusals write nothing', async () => {
    const remover = await t.signedIn('Volunteer', { frontPermissions: ['removeUserFromTask'] });
    const { task } = await taskOf(volunteer, other);
    const before = await stored(task._id);
    for (const caller of [mentor, volunteer])
      expect((await remove(caller, task._id, other.id)).statusCode).toBe(403);
    expect(await stored(task._id)).toEqual(before);
    expect((await remove(remover, task._id, other.id)).statusCode).toBe(200);
    const again = await remove(remover, task._id, other.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_ON_TASK' });
  });
});

describe('review requests', () => {
  const request = (caller: Caller, userId: string, body: object) =>
    call(caller, 'POST', `/api/tasks/reviewreq/${userId}`, body);
  const asOriginalClient = (person: Caller) =>
    request(person, person.id, { myUserId: person.id, name: 'x', taskName: 'Plant the hedge' });
  const submit = (person: Caller, taskId: string) =>
    review(person, taskId, { userId: person.id, reviewStatus: 'Submitted', link: LINK });

  /** The review requests e-mailed in the person's stored name. */
  const requestsFrom = async (person: Caller) => {
    const [who] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, person.id));
    return db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Review Request from ${who!.firstName} ${who!.lastName}`));
  };

  /** A Volunteer on a new team with a Mentor to review their work. */
  async function askerWithMentor() {
    const asker = await t.signedIn('Volunteer');
    const teamMentor = await t.createUser({ role: 'Mentor' });
    const [team] = await db
      .insert(teams)
      .values({ name: `Review team ${serial++}` })
      .returning();
    await db.insert(teamMembers).values([asker, teamMentor].map((p) => ({ teamId: team!.id, userId: p.id })));
    return { asker, teamMentor };
  }

  it("e-mails the active Administrators, Managers and Mentors on the person's teams on submission", async () => {
    const asker = await t.signedIn('Volunteer', { firstName: 'Ada', lastName: 'Lovelace' });
    const [team, elsewhere] = await db
      .insert(teams)
      .values([{ name: `Review team ${serial++}` }, { name: `Other team ${serial++}` }])
      .returning();
    const people = await Promise.all([
      t.createUser({ role: 'Administrator' }),
      t.createUser({ role: 'Manager' }),
      t.createUser({ role: 'Mentor' }),
      t.createUser({ role: 'Mentor', isActive: false }),
      t.createUser({ role: 'Volunteer' }),
      t.createUser({ role: 'Administrator' }),
    ]);
    await db
      .insert(teamMembers)
      .values([
        { teamId: team!.id, userId: asker.id },
        ...people.slice(0, 5).map((p) => ({ teamId: team!.id, userId: p.id })),
        { teamId: elsewhere!.id, userId: people[5].id },
      ]);
    const { task } = await taskOf(asker);
    expect((await submit(asker, task._id)).statusCode).toBe(200);
    const sent = await requestsFrom(asker);
    expect(sent[0]!.subject).toBe('Review Request from Ada Lovelace');
    expect(sent.map((m) => m.to[0]).sort()).toEqual(
      people
        .slice(0, 3)
        .map((p) => p.email)
        .sort(),
    );
    expect(sent[0]!.text).toContain('"Plant the hedge"');
    expect(sent[0]!.html).toContain(`/dashboard/${asker.id}`);

    const res = await asOriginalClient(asker);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
    expect(await requestsFrom(asker)).toHaveLength(3);
  });

  it('e-mails each submission once: refused ones nothing, a reset and a new submission again', async () => {
    const { asker, teamMentor } = await askerWithMentor();
    const { task } = await taskOf(asker);
    const badLink = await review(asker, task._id, { userId: asker.id, reviewStatus: 'Submitted', link: '' });
    expect(badLink.statusCode).toBe(400);
    expect(await requestsFrom(asker)).toHaveLength(0);

    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(asker, task._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await requestsFrom(asker)).map((m) => m.to)).toEqual([[teamMentor.email]]);
    expect((await asOriginalClient(asker)).statusCode).toBe(200);
    expect(await requestsFrom(asker)).toHaveLength(1);

    const reset = await review(mentor, task._id, { userId: asker.id, reviewStatus: 'Unsubmitted' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await requestsFrom(asker)).toHaveLength(1);
    expect((await submit(asker, task._id)).statusCode).toBe(200);
    expect((await asOriginalClient(asker)).statusCode).toBe(200);
    expect(await requestsFrom(asker)).toHaveLength(2);
  });

  it('asks, once however many arrive at once, about the submissions no request e-mailed yet', async () => {
    const { asker, teamMentor } = await askerWithMentor();
    const submitted = [(await taskOf(asker)).task, (await taskOf(asker)).task];
    for (const task of submitted) {
      const edit = await call(admin, 'PUT', `/api/task/update/${task._id}`, {
        resources: [{ userID: asker.id, reviewStatus: 'Submitted' }],
      });
      expect(edit.statusCode, edit.body).toBe(201);
    }
    expect(await requestsFrom(asker)).toHaveLength(0);

    const answers = await Promise.all(Array.from({ length: 10 }, () => asOriginalClient(asker)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(10).fill(200));
    const sent = await requestsFrom(asker);
    expect(sent.map((m) => m.to)).toEqual([[teamMentor.email], [teamMentor.email]]);
    const asked = await db
      .select({ at: taskResources.reviewRequestedAt })
      .from(taskResources)
      .where(
        and(
          eq(taskResources.userId, asker.id),
          inArray(
            taskResources.taskId,
            submitted.map((task) => task._id),
          ),
        ),
      );
    expect(asked.map((r) => r.at)).not.toContain(null);
    expect((await asOriginalClient(asker)).statusCode).toBe(200);
    expect(await requestsFrom(asker)).toHaveLength(2);
  });

  it('is sent by the person themself or by those who update tasks', async () => {
    const { asker } = await askerWithMentor();
    const { task } = await taskOf(asker);
    await call(admin, 'PUT', `/api/task/update/${task._id}`, {
      resources: [{ userID: asker.id, reviewStatus: 'Submitted' }],
    });
    const body = { myUserId: asker.id, name: 'x', taskName: 'Plant the hedge' };
    const refused = await request(other, asker.id, body);
    expect(refused.statusCode).toBe(403);
    const mismatch = await request(asker, asker.id, { ...body, myUserId: other.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'myUserId' });
    const nobody = crypto.randomUUID();
    const unknown = await request(manager, nobody, { ...body, myUserId: nobody });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(await requestsFrom(asker)).toHaveLength(0);
    expect((await request(manager, asker.id, body)).statusCode).toBe(200);
    expect(await requestsFrom(asker)).toHaveLength(1);
  });
});
