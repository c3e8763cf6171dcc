// A person's part of a task: its review (submit, complete, reset), marking it done or open again,
// taking the person off the task, and the review request e-mail. Each change locks the task's WBS,
// reads the task's people under that lock and writes through the tree's update in one transaction,
// so the ancestors roll up and `__v` moves on with it. A submission e-mails its review request in
// its own transaction, once: the request is remembered on the person's part of the task.
import { isUuid } from '@hgn/domain/ids';
import { LIST_MAX } from '@hgn/domain/limits';
import { profileMessages, taskReviewMessages } from '@hgn/domain/messages';
import {
  completedAfterReview,
  completionEffect,
  mayChangeReviewStatus,
  maySetTaskStatus,
  reviewStepMover,
  taskMessages,
  taskReviewRefusals,
  type ReviewRequestInput,
  type ReviewStatus,
  type ReviewStatusInput,
  type TaskCompletionInput,
  type TaskJson,
  type TaskStatusFields,
  type TaskUpdateFields,
} from '@hgn/domain/tasks';
import type { Actor } from '@hgn/domain/permissions';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';
import { AppError, forbidden } from '../../platform/http/app-error.js';
import { reviewStepOfTaskBody } from './tasks.review.body.js';
import { createTaskReviewRepo } from './tasks.review.repo.js';
import type { TaskRow } from './tasks.table.js';
import { createTaskTreeRepo, type ResourceState } from './tasks.tree.repo.js';
import type { TaskTreeService } from './tasks.tree.service.js';

const taskNotFound = () => new AppError({ code: 'TASK_NOT_FOUND', message: taskMessages.notFound });
const notOnTask = () =>
  new AppError({ code: 'NOT_ON_TASK', field: 'userId', message: taskReviewRefusals.notOnTask });
const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: profileMessages.userNotFound });

/** The tree's locked update, which rolls the ancestors up. */
type ReviewedTasks = {
  tree: Pick<TaskTreeService, 'lockTaskTree' | 'updateWithin' | 'presentOne' | 'updateStatus'>;
};

type ResourceChange = (
  resources: ResourceState[],
  task: TaskRow,
) => Omit<TaskUpdateFields, 'resources'> & {
  resources: ResourceState[];
};

const asInput = (resources: readonly ResourceState[]): NonNullable<TaskUpdateFields['resources']> =>
  resources.map((r) => ({ userID: r.userId, completedTask: r.completedTask, reviewStatus: r.reviewStatus }));

type Person = { id: string; firstName: string; lastName: string };

export function createTaskReviewService({ db, config, clock }: FeatureDeps, tasks: ReviewedTasks) {
  const treeRepo = createTaskTreeRepo(db);

  /**
   * Asks the active Administrators, Managers and Mentors who share a team with the person to review
   * each of their submissions not asked about yet (among `taskIds`, or all of them), by e-mail with
   * a link to the person's dashboard where it is reviewed; queued in `tx`, marked asked with it.
   */
  const requestReviewsWithin = async (tx: DbOrTransaction, person: Person, taskIds?: readonly string[]) => {
    const submissions = await createTaskReviewRepo(tx).markReviewRequested(person.id, clock.now(), taskIds);
    if (submissions.length === 0) return;
    const reviewers = await createTaskReviewRepo(tx).listReviewersOf(person.id);
    // The stored names, not the ones a client sends: the subject says who asks.
    const name = `${person.firstName} ${person.lastName}`;
    const dashboard = `${config.publicUrl.replace(/\/+$/, '')}/dashboard/${person.id}`;
    for (const { taskName } of submissions) {
      const lines = [
        `${name} has asked for a review of the task "${taskName}".`,
        'The task is ready for review on their dashboard:',
      ];
      for (const reviewer of reviewers)
        await enqueueEmail(tx, {
          to: [reviewer.email],
          subject: taskReviewMessages.reviewRequestSubject(name),
          text: [`Dear ${reviewer.firstName} ${reviewer.lastName},`, '', ...lines, dashboard].join('\n'),
          html: [
            `<p>Dear ${escapeHtml(reviewer.firstName)} ${escapeHtml(reviewer.lastName)},</p>`,
            paragraphsHtml(lines),
            `<p><a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a></p>`,
          ].join(''),
        });
    }
  };

  /**
   * Locks the task's tree, then changes its people as `change` decides from what is stored now;
   * `alongside` then writes what must commit with the change.
   */
  const changePeople = async (
    taskId: string,
    userId: string,
    change: ResourceChange,
    alongside?: (tx: DbOrTransaction, taskId: string) => Promise<void>,
  ): Promise<TaskJson> => {
    if (!isUuid(taskId)) throw taskNotFound();
    const id = taskId.toLowerCase();
    const person = userId.toLowerCase();
    const row = await db.transaction(async (tx: DbOrTransaction) => {
      await tasks.tree.lockTaskTree(tx, id);
      const task = await createTaskTreeRepo(tx).find(id);
      if (!task) throw taskNotFound();
      const resources: ResourceState[] = (await createTaskTreeRepo(tx).resourcesOf([id])).map((r) => ({
        userId: r.userId,
        completedTask: r.completedTask,
        reviewStatus: r.reviewStatus,
      }));
      if (!resources.some((r) => r.userId === person)) throw notOnTask();
      const { resources: next, ...fields } = change(resources, task);
      const updated = await tasks.tree.updateWithin(tx, id, {
        ...fields,
        resources: asInput(next),
        __v: task.version,
      });
      await alongside?.(tx, id);
      return updated;
    });
    return tasks.tree.presentOne(row);
  };

  const withPerson = (
    resources: ResourceState[],
    person: string,
    update: (r: ResourceState) => ResourceState,
  ): ResourceState[] => resources.map((r) => (r.userId === person ? update(r) : r));

  /**
   * Moves a person's review one step: Unsubmitted -> Submitted adds the work's link, unless already
   * there, to the task's related work (the most recent links kept within the bound) and e-mails the review request,
   * Submitted -> Reviewed completes the person's part, Submitted -> Unsubmitted reopens it. Any
   * other step is refused with nothing written and nothing e-mailed.
   */
  const setReviewStatus = (taskId: string, input: ReviewStatusInput): Promise<TaskJson> => {
    const person = input.userId.toLowerCase();
    const requestReview = async (tx: DbOrTransaction, id: string) => {
      const found = await createTaskReviewRepo(tx).findPerson(person);
      if (found) await requestReviewsWithin(tx, found, [id]);
    };
    const change: ResourceChange = (resources, task) => {
      const from = resources.find((r) => r.userId === person)!.reviewStatus;
      const to: ReviewStatus = input.reviewStatus;
      if (reviewStepMover(from, to) === undefined)
        throw new AppError({
          code: 'REVIEW_STEP_REFUSED',
          field: 'reviewStatus',
          message: taskReviewRefusals.reviewStep(from, to),
        });
      const link = input.link?.trim();
      return {
        resources: withPerson(resources, person, (r) => ({
          ...r,
          reviewStatus: to,
          completedTask: completedAfterReview(to),
        })),
        // A link already among the related work (a resubmission of the same work) is not added again.
        ...(to === 'Submitted' && link && !task.relatedWorkLinks.includes(link)
          ? { relatedWorkLinks: [...task.relatedWorkLinks, link].slice(-LIST_MAX.links) }
          : {}),
      };
    };
    return changePeople(
      taskId,
      person,
      change,
      input.reviewStatus === 'Submitted' ? requestReview : undefined,
    );
  };

  return {
    setReviewStatus,

    /**
     * PUT /api/task/updateStatus: the original client's whole task moves one person's review as
     * `setReviewStatus` does, for those the review endpoint admits (`reviewStepOfTaskBody` says
     * what else of the body is refused or left as stored); a body that moves no review sets the
     * task's status, for those who update tasks and the task's people.
     */
    async updateStatus(taskId: string, actor: Actor, body: TaskStatusFields): Promise<TaskJson> {
      if (!isUuid(taskId)) throw taskNotFound();
      const id = taskId.toLowerCase();
      const task = await treeRepo.find(id);
      if (!task) throw taskNotFound();
      const resources = await treeRepo.resourcesOf([id]);
      const step = reviewStepOfTaskBody({ ...task, resources }, body);
      if (step) {
        if (!mayChangeReviewStatus(actor, { params: {}, query: {}, body: step })) throw forbidden();
        return setReviewStatus(id, step);
      }
      if (
        !maySetTaskStatus(
          actor,
          resources.map((r) => r.userId),
        )
      )
        throw forbidden();
      return tasks.tree.updateStatus(id, body.status, body.__v);
    },

    /** 'remove' marks the person's part done and the task Complete; 'add' opens both again. */
    setCompletion: (taskId: string, input: TaskCompletionInput): Promise<TaskJson> => {
      const person = input.userId.toLowerCase();
      const { completedTask, status } = completionEffect(input.operation);
      return changePeople(taskId, person, (resources) => ({
        resources: withPerson(resources, person, (r) => ({ ...r, completedTask })),
        status,
      }));
    },

    /** Takes the person off the task; the ancestors roll their people up again. */
    removeResource: (taskId: string, userId: string): Promise<TaskJson> => {
      const person = userId.toLowerCase();
      return changePeople(taskId, person, (resources) => ({
        resources: resources.filter((r) => r.userId !== person),
      }));
    },

    /**
     * The original client's review request after a submission (its task name is not needed: every
     * submission names its own task). E-mails the person's reviewers about each submission of theirs
     * not asked about yet, so repeating it, or sending it after the submission already asked, e-mails
     * nothing more.
     */
    async requestReview(userId: string, input: ReviewRequestInput): Promise<{ message: string }> {
      if (!isUuid(userId)) throw userNotFound();
      const id = userId.toLowerCase();
      if (input.myUserId.toLowerCase() !== id)
        throw new AppError({
          code: 'VALIDATION_FAILED',
          field: 'myUserId',
          message: taskReviewRefusals.notTheRequester,
        });
      await db.transaction(async (tx) => {
        const person = await createTaskReviewRepo(tx).findPerson(id);
        if (!person) throw userNotFound();
        await requestReviewsWithin(tx, person);
      });
      return { message: taskReviewRefusals.reviewRequestSent };
    },
  };
}

export type TaskReviewService = ReturnType<typeof createTaskReviewService>;
