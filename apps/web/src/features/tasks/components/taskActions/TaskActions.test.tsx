import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { FollowUpJson } from '@hgn/domain/followUps';
import { taskReviewMessages } from '@hgn/domain/messages';
import type { ReviewStatus, TaskJson } from '@hgn/domain/tasks';
import { endSession, startSession } from '../../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../../test/actor';
import { renderInApp } from '../../../../test/render';
import { answer, stubServer, urlOf } from '../../../../test/server';
import { makeTask } from '../../../../test/tasks';
import { makeToken } from '../../../../test/tokens';
import { FollowUpCount } from './FollowUpCount';
import { TaskActions } from './TaskActions';

const memberId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';
const viewerId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0002';
const member = { personId: memberId, name: 'Ada Lovelace' };
const LINK = 'https://docs.google.com/document/d/hedge';

const taskWith = (reviewStatus: ReviewStatus, fields: Partial<TaskJson> = {}) =>
  makeTask({
    _id: '5e1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01',
    num: '1',
    taskName: 'Plant the hedge',
    estimatedHours: 10,
    resources: [
      {
        _id: 'r1',
        userID: memberId,
        name: 'Ada Lovelace',
        profilePic: '',
        completedTask: false,
        reviewStatus,
      },
    ],
    ...fields,
  });
const task = taskWith('Unsubmitted');
const reviewPath = `PUT /api/task/${task._id}/review`;

/** Signs in as `role` with these permissions alone (roles grant none here). */
async function setUp(
  role: string,
  permissions: string[],
  { userid = viewerId, marks = [] as FollowUpJson[], more = {} } = {},
) {
  await startSession(makeToken({ userid, role, frontPermissions: permissions }));
  return stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/followup': () => answer(200, marks),
    ...more,
  });
}

const renderActions = (shown: TaskJson, onChanged = vi.fn()) =>
  renderInApp(
    <ModalsProvider>
      <TaskActions task={shown} member={member} onChanged={onChanged} />
      <ActorReadyMark />
    </ModalsProvider>,
  );

describe('TaskActions', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers the assignee only the submission, and no follow-up to a Volunteer', async () => {
    await setUp('Volunteer', [], { userid: memberId });
    renderActions(task);
    await actorReady();
    expect(screen.getByRole('button', { name: 'Submit for Review' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('checks the link in the spec’s words, then submits it in one request', async () => {
    const onChanged = vi.fn();
    const { bodiesOf } = await setUp('Volunteer', [], {
      userid: memberId,
      more: {
        [reviewPath]: () => answer(200, taskWith('Submitted', { relatedWorkLinks: [LINK] })),
      },
    });
    renderActions(task, onChanged);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for Review' });
    const field = within(dialog).getByLabelText(/Link to your work/);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    await userEvent.click(submit);
    expect(await within(dialog).findByText(taskReviewMessages.linkRequired)).toBeInTheDocument();
    await userEvent.type(field, 'http://docs.google.com/document/d/1');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(taskReviewMessages.linkNotHttps)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://a.io/x');
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taskReviewMessages.linkTooShort);
    expect(bodiesOf(reviewPath)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, LINK);
    await userEvent.click(submit);
    expect(within(dialog).getByText(LINK)).toBeInTheDocument();
    expect(bodiesOf(reviewPath)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodiesOf(reviewPath)).toEqual([{ userId: memberId, reviewStatus: 'Submitted', link: LINK }]);
    // The submission itself e-mails the reviewers: no second request follows it.
    expect(bodiesOf('POST /api/tasks/reviewreq/')).toEqual([]);
  });

  it('shows the assignee that submitted work awaits review', async () => {
    await setUp('Volunteer', [], { userid: memberId });
    renderActions(taskWith('Submitted'));
    await actorReady();
    expect(screen.getByRole('button', { name: 'Work Submitted and Awaiting Review' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit for Review' })).not.toBeInTheDocument();
  });

  it('lets a reviewer open the submitted links, each once, and decide after confirming', async () => {
    const onChanged = vi.fn();
    const { bodiesOf } = await setUp('Mentor', [], {
      more: { [reviewPath]: () => answer(200, taskWith('Reviewed')) },
    });
    // Stored by three submissions of the same work before a link was kept once.
    renderActions(taskWith('Submitted', { relatedWorkLinks: [LINK, LINK, LINK] }), onChanged);
    await userEvent.click(await screen.findByRole('button', { name: 'Ready for Review' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem', { name: LINK })).toHaveLength(1);
    expect(within(menu).getByRole('menuitem', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(menu).getByRole('menuitem', { name: 'More work needed, reset' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'complete and remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change review status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodiesOf(reviewPath)).toEqual([{ userId: memberId, reviewStatus: 'Reviewed' }]);
  });

  it('says a stale decision in the server’s words and reads the row again', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onChanged = vi.fn();
    const refusal = 'A review cannot go from Reviewed to Unsubmitted.';
    await setUp('Owner', [], {
      more: { [reviewPath]: () => answer(409, { message: refusal, code: 'REVIEW_STEP_REFUSED' }) },
    });
    renderActions(taskWith('Submitted'), onChanged);
    await userEvent.click(await screen.findByRole('button', { name: 'Ready for Review' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'More work needed, reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change review status?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: refusal }));
  });

  it('lets a holder of putReviewStatus review', async () => {
    await setUp('Volunteer', ['putReviewStatus']);
    renderActions(taskWith('Submitted'));
    await actorReady();
    expect(screen.getByRole('button', { name: 'Ready for Review' })).toBeEnabled();
  });

  it('shows others a disabled Ready for Review and nothing before submission', async () => {
    await setUp('Volunteer', []);
    const { unmount } = renderActions(taskWith('Submitted'));
    await actorReady();
    expect(screen.getByRole('button', { name: 'Ready for Review' })).toBeDisabled();
    unmount();
    renderActions(task);
    await actorReady();
    expect(screen.queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
  });

  it('lets Administrators mark the task done after confirming, and says when it failed', async () => {
    const show = vi.spyOn(notifications, 'show');
    let isRefused = false;
    const path = `PUT /api/task/${task._id}/completion`;
    const { bodiesOf } = await setUp('Administrator', ['updateTask'], {
      more: { [path]: () => (isRefused ? answer(400, {}) : answer(200, task)) },
    });
    renderActions(task);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark this task as done?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: taskReviewMessages.markedDone }),
      ),
    );
    expect(bodiesOf(path)).toEqual([{ userId: memberId, operation: 'remove' }]);

    isRefused = true;
    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark this task as done?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: taskReviewMessages.updateFailed }),
      ),
    );
  });

  it('lets Managers remove the user after confirming, but not mark the task done', async () => {
    const show = vi.spyOn(notifications, 'show');
    const path = `PUT /api/task/${task._id}/resources/remove`;
    const { bodiesOf } = await setUp('Manager', ['updateTask'], {
      more: { [path]: () => answer(200, taskWith('Unsubmitted', { resources: [] })) },
    });
    renderActions(task);
    await actorReady();
    expect(screen.queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace from Plant the hedge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this user from the task?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: taskReviewMessages.userRemoved }),
      ),
    );
    expect(bodiesOf(path)).toEqual([{ userId: memberId }]);
  });

  it('keeps a follow-up checked until progress passes the next threshold, and posts the progress', async () => {
    const followUpPath = `POST /api/followup/${memberId}/${task._id}`;
    const mark = { userId: memberId, taskId: task._id, followUpCheck: true, followUpPercentageDeadline: 55 };
    const { bodiesOf } = await setUp('Mentor', [], {
      marks: [mark],
      more: { [followUpPath]: () => answer(200, mark) },
    });
    const { unmount } = renderActions({ ...task, hoursLogged: 7 });
    const box = await screen.findByRole('checkbox', {
      name: 'Followed up with Ada Lovelace on Plant the hedge',
    });
    await waitFor(() => expect(box).toBeChecked());
    unmount();

    renderActions({ ...task, hoursLogged: 8 });
    const lapsed = await screen.findByRole('checkbox', { name: /Followed up/ });
    await waitFor(() => expect(lapsed).toBeEnabled());
    expect(lapsed).not.toBeChecked();
    expect(lapsed).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(lapsed);
    await waitFor(() =>
      expect(bodiesOf(followUpPath)).toEqual([{ followUpCheck: true, followUpPercentageDeadline: 80 }]),
    );
  });

  it("reads the dashboard's follow-up count again once a mark is set", async () => {
    const followUpPath = `POST /api/followup/${memberId}/${task._id}`;
    const countPath = `GET /api/user/${viewerId}/teams/tasks/followUpsDue`;
    const mark = { userId: memberId, taskId: task._id, followUpCheck: true, followUpPercentageDeadline: 80 };
    const { fetchMock } = await setUp('Mentor', [], {
      more: {
        [followUpPath]: () => answer(200, mark),
        [countPath]: () => answer(200, { followUpsDue: 1 }),
      },
    });
    renderInApp(
      <ModalsProvider>
        <FollowUpCount userId={viewerId} />
        <TaskActions task={{ ...task, hoursLogged: 8 }} member={member} onChanged={vi.fn()} />
      </ModalsProvider>,
    );
    const countReads = () =>
      fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('followUpsDue')).length;
    await screen.findByText('1 task needs a follow-up');
    expect(countReads()).toBe(1);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Followed up/ }));
    await waitFor(() => expect(countReads()).toBe(2));
  });

  it('says when the follow-ups could not be loaded', async () => {
    await setUp('Manager', [], { more: { 'GET /api/followup': () => answer(400, {}) } });
    renderActions(task);
    expect(await screen.findByText(taskReviewMessages.followUpLoadFailed)).toBeInTheDocument();
  });

  it('says when the follow-up could not be set', async () => {
    const show = vi.spyOn(notifications, 'show');
    await setUp('Manager', [], { more: { [`POST /api/followup/`]: () => answer(400, {}) } });
    renderActions(task);
    const box = await screen.findByRole('checkbox', { name: /Followed up/ });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: taskReviewMessages.followUpSetFailed }),
      ),
    );
  });
});

describe('FollowUpCount', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  const countPath = `GET /api/user/${viewerId}/teams/tasks/followUpsDue`;

  it("says how many tasks of the dashboard's members need a follow-up, for Managers", async () => {
    await setUp('Manager', [], { more: { [countPath]: () => answer(200, { followUpsDue: 1 }) } });
    renderInApp(<FollowUpCount userId={viewerId} />);
    // While the count loads, the status is the named loader; then the count.
    expect(await screen.findByText('1 task needs a follow-up')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 task needs a follow-up');
  });

  it('counts in the plural, and in grey when none is due', async () => {
    await setUp('Owner', [], { more: { [countPath]: () => answer(200, { followUpsDue: 0 }) } });
    renderInApp(<FollowUpCount userId={viewerId} />);
    expect(await screen.findByText('0 tasks need a follow-up')).toBeInTheDocument();
  });

  it('says when the count could not be loaded', async () => {
    await setUp('Owner', [], { more: { [countPath]: () => answer(400, {}) } });
    renderInApp(<FollowUpCount userId={viewerId} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(taskReviewMessages.followUpLoadFailed);
  });

  it('is not shown to Volunteers, nor asked for', async () => {
    const { fetchMock } = await setUp('Volunteer', []);
    renderInApp(
      <>
        <FollowUpCount userId={viewerId} />
        <ActorReadyMark />
      </>,
    );
    await actorReady();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('followUpsDue'))).toBe(false);
  });
});
