import { describe, expect, it } from 'vitest';
import { limitMessages, TEXT_MAX } from '../limits';
import { taskReviewMessages } from '../messages/taskReview.messages';
import type { Actor } from '../permissions/can';
import {
  completedAfterReview,
  completionEffect,
  isTaskReviewer,
  reviewLinkProblem,
  reviewStepMover,
} from './taskReview';
import { mayChangeReviewStatus, mayChangeTaskCompletion, mayRequestReview } from './taskReview.policies';
import { reviewLinkInput, reviewStatusInput } from './taskReview.schema';

const me = '7b0e8c8e-3f5c-4f1e-9d7a-1c2b3a4d5e6f';
const someoneElse = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const actor = (role: string, permissions: string[] = []): Actor => ({
  userId: me,
  role,
  permissions: new Set(permissions),
});
const input = (body: unknown, params: Record<string, string> = {}) => ({ params, query: {}, body });

describe('task review rules', () => {
  it('lets the assignee submit and reviewers complete or reset, nothing else', () => {
    expect(reviewStepMover('Unsubmitted', 'Submitted')).toBe('assignee');
    expect(reviewStepMover('Submitted', 'Reviewed')).toBe('reviewer');
    expect(reviewStepMover('Submitted', 'Unsubmitted')).toBe('reviewer');
    expect(reviewStepMover('Unsubmitted', 'Reviewed')).toBeUndefined();
    expect(reviewStepMover('Reviewed', 'Unsubmitted')).toBeUndefined();
    expect(reviewStepMover('Submitted', 'Submitted')).toBeUndefined();
    expect(reviewStepMover('Reviewed', 'Submitted')).toBeUndefined();
  });

  it('completes a person’s part only when reviewed', () => {
    expect(completedAfterReview('Reviewed')).toBe(true);
    expect(completedAfterReview('Submitted')).toBe(false);
    expect(completedAfterReview('Unsubmitted')).toBe(false);
  });

  it('checks the related-work link in the spec’s words', () => {
    expect(reviewLinkProblem(undefined)).toBe(taskReviewMessages.linkRequired);
    expect(reviewLinkProblem('   ')).toBe(taskReviewMessages.linkRequired);
    expect(reviewLinkProblem('http://docs.google.com/document/abc')).toBe(taskReviewMessages.linkNotHttps);
    expect(reviewLinkProblem('not a link at all, really')).toBe(taskReviewMessages.linkNotHttps);
    expect(reviewLinkProblem('https://a.io/x')).toBe(taskReviewMessages.linkTooShort);
    expect(reviewLinkProblem('https://docs.google.com/d/1')).toBeUndefined();
  });

  it('bounds the submit form’s link like every link', () => {
    const linkOf = (length: number) => `https://docs.google.com/d/${'a'.repeat(length - 26)}`;
    expect(linkOf(TEXT_MAX.url)).toHaveLength(TEXT_MAX.url);
    expect(reviewLinkInput.safeParse({ link: linkOf(TEXT_MAX.url) }).success).toBe(true);
    expect(reviewLinkInput.safeParse({ link: linkOf(TEXT_MAX.url + 1) }).error?.issues).toMatchObject([
      { path: ['link'], message: limitMessages.tooLong(TEXT_MAX.url) },
    ]);
  });

  it('asks for the link only when submitting', () => {
    expect(reviewStatusInput.safeParse({ userId: me, reviewStatus: 'Reviewed' }).success).toBe(true);
    const refused = reviewStatusInput.safeParse({
      userId: me,
      reviewStatus: 'Submitted',
      link: 'https://a.io',
    });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['link'],
      message: taskReviewMessages.linkTooShort,
    });
  });

  it('knows the reviewers by role or by putReviewStatus', () => {
    for (const role of ['Owner', 'Administrator', 'Mentor', 'Manager'])
      expect(isTaskReviewer(actor(role))).toBe(true);
    expect(isTaskReviewer(actor('Volunteer'))).toBe(false);
    expect(isTaskReviewer(actor('Core Team'))).toBe(false);
    expect(isTaskReviewer(actor('Volunteer', ['putReviewStatus']))).toBe(true);
  });

  it('lets only the assignee submit, and only reviewers decide', () => {
    expect(mayChangeReviewStatus(actor('Volunteer'), input({ userId: me, reviewStatus: 'Submitted' }))).toBe(
      true,
    );
    expect(
      mayChangeReviewStatus(actor('Owner'), input({ userId: someoneElse, reviewStatus: 'Submitted' })),
    ).toBe(false);
    expect(mayChangeReviewStatus(actor('Volunteer'), input({ userId: me, reviewStatus: 'Reviewed' }))).toBe(
      false,
    );
    expect(
      mayChangeReviewStatus(actor('Mentor'), input({ userId: someoneElse, reviewStatus: 'Reviewed' })),
    ).toBe(true);
    expect(
      mayChangeReviewStatus(actor('Volunteer', ['putReviewStatus']), input({ reviewStatus: 'Unsubmitted' })),
    ).toBe(true);
  });

  it('lets Administrators and Owners who update tasks mark a task done', () => {
    expect(mayChangeTaskCompletion(actor('Administrator', ['updateTask']))).toBe(true);
    expect(mayChangeTaskCompletion(actor('Owner', ['updateTask']))).toBe(true);
    expect(mayChangeTaskCompletion(actor('Manager', ['updateTask']))).toBe(false);
    expect(mayChangeTaskCompletion(actor('Administrator'))).toBe(false);
    expect(completionEffect('remove')).toEqual({ completedTask: true, status: 'Complete' });
    expect(completionEffect('add')).toEqual({ completedTask: false, status: 'Started' });
  });

  it('lets a person request a review of their own work, or an updater for them', () => {
    expect(mayRequestReview(actor('Volunteer'), input({}, { userId: me.toUpperCase() }))).toBe(true);
    expect(mayRequestReview(actor('Volunteer'), input({}, { userId: someoneElse }))).toBe(false);
    expect(mayRequestReview(actor('Manager', ['updateTask']), input({}, { userId: someoneElse }))).toBe(true);
  });
});
