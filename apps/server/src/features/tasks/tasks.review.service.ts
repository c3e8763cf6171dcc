// A person's part of a task: its review (submit, complete, reset), marking it done or open again,
// taking the person off the task, and the review request e-mail. Each change locks the task's WBS,
// reads the task's people under that lock and writes through the tree's update in one transaction,
// so the ancestors roll up and `__v` moves on with it.
import { isUuid } from '@hgn/domain/ids';
import { LIST_MAX } from '@hgn/domain/limits';
import { profileMessages, taskReviewMessages } from '@hgn/domain/messages';
import {
  completedAfterReview,
  completionEffect,
  reviewStepMover,
  taskMessages,
  taskReviewRefusals,
  type ReviewRequestInput,
  type ReviewStatus,
  type ReviewStatusInput,
  type TaskCompletionInput,
  type TaskJson,
  type TaskUpdateFields,
} from '@hgn/domain/tasks';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { escapeHtml, paragraphsHtml } from '../../platform/email/html.js';
import { AppError } from '../../platform/http/app-error.js';
import { createTaskReviewRepo } from './tasks.review.repo.js';
import type { TaskRow } from './tasks.table.js';
import { createTaskTreeRepo, type ResourceState } from './tasks.tree.repo.js';
import type { TaskTreeService } from './tasks.tree.service.js';

const taskNotFound = () =>
  new AppError({ status: 404, code: 'TASK_NOT_FOUND', message: taskMessages.notFound });
const notOnTask = () =>
  new AppError({ status: 404, code: 'NOT_ON_TASK', field: 'userId', message: taskReviewRefusals.notOnTask });
const userNotFound = () =>
  new AppError({ status: 404, code: 'USER_NOT_FOUND', message: profileMessages.userNotFound });

/** The tree's locked update, which rolls the ancestors up. */
type TaskTree = Pick<TaskTreeService, 'lockTaskTree' | 'updateWithin' | 'presentOne'>;

type ResourceChange = (
  resources: ResourceState[],
  task: TaskRow,
) => Omit<TaskUpdateFields, 'resources'> & {
  resources: ResourceState[];
};

const asInput = (resources: readonly ResourceState[]): NonNullable<TaskUpdateFields['resources']> =>
  resources.map((r) => ({ userID: r.userId, completedTask: r.completedTask, reviewStatus: r.reviewStatus }));

export function createTaskReviewService({ db, config }: FeatureDeps, tree: () => TaskTree) {
  const treeRepo = createTaskTreeRepo(db);
  const repo = createTaskReviewRepo(db);

  /** Locks the task's tree, then changes its people as `change` decides from what is stored now. */
  const changePeople = async (taskId: string, userId: string, change: ResourceChange): Promise<TaskJson> => {
    if (!isUuid(taskId)) throw taskNotFound();
    const id = taskId.toLowerCase();
    const person = userId.toLowerCase();
    const row = await db.transaction(async (tx: DbOrTransaction) => {
      await tree().lockTaskTree(tx, id);
      const task = await treeRepo.find(tx, id);
      if (!task) throw taskNotFound();
      const resources: ResourceState[] = (await treeRepo.resourcesOf(tx, [id])).map((r) => ({
        userId: r.userId,
        completedTask: r.completedTask,
        reviewStatus: r.reviewStatus,
      }));
      if (!resources.some((r) => r.userId === person)) throw notOnTask();
      const { resources: next, ...fields } = change(resources, task);
      return tree().updateWithin(tx, id, { ...fields, resources: asInput(next), __v: task.version });
    });
    return tree().presentOne(row);
  };

  const withPerson = (
    resources: ResourceState[],
    person: string,
    update: (r: ResourceState) => ResourceState,
  ): ResourceState[] => resources.map((r) => (r.userId === person ? update(r) : r));

  return {
    /**
     * Moves a person's review one step: Unsubmitted -> Submitted adds the work's link to the task's
     * related work (the most recent links kept within the bound), Submitted -> Reviewed completes the
     * person's part, Submitted -> Unsubmitted reopens it. Any other step is refused with nothing written.
     */
    setReviewStatus: (taskId: string, input: ReviewStatusInput): Promise<TaskJson> => {
      const person = input.userId.toLowerCase();
      return changePeople(taskId, person, (resources, task) => {
        const from = resources.find((r) => r.userId === person)!.reviewStatus;
        const to: ReviewStatus = input.reviewStatus;
        if (reviewStepMover(from, to) === undefined)
          throw new AppError({
            status: 409,
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
          ...(to === 'Submitted' && link
            ? { relatedWorkLinks: [...task.relatedWorkLinks, link].slice(-LIST_MAX.links) }
            : {}),
        };
      });
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
     * E-mails the active Administrators, Managers and Mentors who share a team with the person that
     * their task is ready for review, with a link to the person's dashboard where it is reviewed.
     */
    async requestReview(userId: string, input: ReviewRequestInput): Promise<{ message: string }> {
      if (!isUuid(userId)) throw userNotFound();
      const id = userId.toLowerCase();
      if (input.myUserId.toLowerCase() !== id)
        throw new AppError({
          status: 400,
          code: 'VALIDATION_FAILED',
          field: 'myUserId',
          message: taskReviewRefusals.notTheRequester,
        });
      const person = await repo.findPerson(id);
      if (!person) throw userNotFound();
      const reviewers = await repo.listReviewersOf(id);
      // The stored name, not the one sent: the subject says who asks.
      const name = `${person.firstName} ${person.lastName}`;
      const dashboard = `${config.publicUrl.replace(/\/+$/, '')}/dashboard/${id}`;
      const lines = [
        `${name} has asked for a review of the task "${input.taskName}".`,
        'The task is ready for review on their dashboard:',
      ];
      await db.transaction(async (tx) => {
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
      });
      return { message: taskReviewRefusals.reviewRequestSent };
    },
  };
}

export type TaskReviewService = ReturnType<typeof createTaskReviewService>;
