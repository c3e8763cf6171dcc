import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { taskMessages, type TaskJson } from '@hgn/domain/tasks';
import { endSession, startSession } from '../../../shared/session/session';
import { linkTo, paths } from '../../../shared/routing/paths';
import { fixedMediaQueryList } from '../../../test/media';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { makeToken } from '../../../test/tokens';
import { WIDE_TABLES_QUERY } from '../../../ui/layouts';
import { taskTreeMessages } from '../taskTreeMessages';
import { WbsTasksPage } from './WbsTasksPage';

const wbsId = '9a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01';
const projectId = '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const walls = makeTask({ _id: '7b000000-0000-4000-8000-000000000001', num: '1', taskName: 'Walls', __v: 3 });
const roof = makeTask({
  _id: '7b000000-0000-4000-8000-000000000002',
  num: '2',
  taskName: 'Roof',
  hasChild: true,
  childrenQty: 1,
  resources: [
    {
      _id: 'r1',
      userID: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0011',
      name: 'Ana Lima',
      profilePic: '',
      completedTask: false,
      reviewStatus: 'Unsubmitted',
    },
  ],
});
const beams = makeTask({
  _id: '7b000000-0000-4000-8000-000000000003',
  num: '2.1',
  taskName: 'Beams',
  mother: roof._id,
});
const tree = [walls, roof, beams];
const treePath = `GET /api/task/wbs/${wbsId}`;

/**
 * Signs in (an Owner unless told otherwise) and opens the tree of a WBS the server holds as `tasks`,
 * on a screen wide enough for every column unless told otherwise.
 */
async function openTree(
  answers: Record<string, () => Response> = {},
  token = makeToken({ role: 'Owner' }),
  tasks = tree,
  isWide = true,
) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, query === WIDE_TABLES_QUERY && isWide),
  );
  await startSession(token);
  const server = stubServer({
    'GET /api/roles': () =>
      answer(200, [
        {
          roleName: 'Owner',
          permissions: ['postTask', 'updateTask', 'deleteTask', 'importTask', 'updateNum', 'swapTask'],
        },
      ]),
    [treePath]: () => answer(200, tasks),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <Routes>
        <Route path={paths.wbsTasksNamed} element={<WbsTasksPage />} />
      </Routes>
    </ModalsProvider>,
    { route: linkTo(paths.wbsTasksNamed, { wbsId, projectId, wbsName: 'House' }) },
  );
  // The first render of the tree's table and its menus takes a while on a busy machine.
  if (tasks.length > 0) await screen.findByRole('table', { name: 'Task tree' }, { timeout: 8000 });
  else await screen.findByText(taskTreeMessages.noTasks, {}, { timeout: 8000 });
  return server;
}

const shownNums = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-task-num'))
    .filter(Boolean);

const treeReads = (fetchMock: ReturnType<typeof stubServer>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === `${treePath}`)
    .length;

async function chooseAction(taskLabel: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${taskLabel}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens Walls, renames it Outer walls and saves; answers the task's dialog. */
async function saveWallsRenamed() {
  await userEvent.click(screen.getByRole('button', { name: 'Walls' }));
  const dialog = await screen.findByRole('dialog', { name: '1.0.0.0 Walls' });
  await userEvent.clear(within(dialog).getByLabelText(/Task name/));
  await userEvent.paste('Outer walls');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

// The page renders a wide table with a menu per row and a form of fifteen fields: on two busy
// cores a test here can take longer than the default limit.
describe('WbsTasksPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the tree with numbers padded to four levels, collapsing and expanding by mouse and keyboard', async () => {
    await openTree();
    expect(screen.getByRole('heading', { name: 'Tasks of House' })).toBeInTheDocument();
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0']);
    expect(
      within(screen.getByRole('table', { name: 'Task tree' })).getByText('Ana Lima'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Collapse 2.0.0.0 Roof' }));
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0']);

    const expand = screen.getByRole('button', { name: 'Expand 2.0.0.0 Roof' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await userEvent.keyboard('{Enter}');
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0']);

    await userEvent.keyboard('{ArrowLeft}');
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0']);
  });

  it('shows number, name and actions on a narrow screen, with the other columns behind Details', async () => {
    const plannedRoof = {
      ...roof,
      hoursBest: 2,
      hoursWorst: 6,
      hoursMost: 3,
      hoursLogged: 1,
      estimatedHours: 3.3,
      startedDatetime: '2026-11-02T08:00:00.000Z',
      dueDatetime: '2026-11-30T08:00:00.000Z',
      links: ['https://example.org/plan'],
    };
    await openTree({}, makeToken({ role: 'Owner' }), [walls, plannedRoof, beams], false);
    const table = within(screen.getByRole('table', { name: 'Task tree' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Task',
      'Actions',
    ]);
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0']);
    expect(table.getByRole('button', { name: 'Roof' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Actions for 2.0.0.0 Roof' })).toBeInTheDocument();
    expect(table.getByText('Due 11/30/2026')).toBeInTheDocument();
    expect(table.queryByText('Ana Lima')).not.toBeInTheDocument();

    const details = table.getByRole('button', { name: 'Details of 2.0.0.0 Roof' });
    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(table.getByText('Ana Lima')).toBeInTheDocument();
    expect(table.getByText('2 / 6 / 3')).toBeInTheDocument();
    expect(table.getByText('1 of 3.3')).toBeInTheDocument();
    expect(table.getByText('Start 11/02/2026')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Link 1' })).toHaveAttribute('href', 'https://example.org/plan');
    await userEvent.click(details);
    expect(table.queryByText('Ana Lima')).not.toBeInTheDocument();
  });

  it('says so when the WBS has no tasks yet', async () => {
    await openTree({}, makeToken({ role: 'Owner' }), []);
    expect(screen.getByText(taskTreeMessages.noTasks)).toBeInTheDocument();
  });

  it('adds a subtask under its mother and reads the tree again', async () => {
    const { bodiesOf, fetchMock } = await openTree({
      [`POST /api/task/${wbsId}`]: () =>
        answer(
          201,
          makeTask({ _id: '7b000000-0000-4000-8000-000000000009', num: '2.2', taskName: 'Gutters' }),
        ),
    });
    await chooseAction('2.0.0.0 Roof', 'Add subtask');
    const dialog = await screen.findByRole('dialog', { name: 'Add a subtask to 2.0.0.0 Roof' });
    await userEvent.click(within(dialog).getByLabelText(/Task name/));
    await userEvent.paste('Gutters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));

    await waitFor(() => expect(bodiesOf(`POST /api/task/${wbsId}`)).toHaveLength(1));
    expect(bodiesOf(`POST /api/task/${wbsId}`)[0]).toMatchObject({ taskName: 'Gutters', mother: roof._id });
    await waitFor(() => expect(treeReads(fetchMock)).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves an edit with the version it read', async () => {
    const { bodiesOf } = await openTree({
      [`PUT /api/task/update/${walls._id}`]: () => answer(201, { ...walls, taskName: 'Outer walls', __v: 4 }),
    });
    await saveWallsRenamed();

    await waitFor(() => expect(bodiesOf(`PUT /api/task/update/${walls._id}`)).toHaveLength(1));
    expect(bodiesOf(`PUT /api/task/update/${walls._id}`)[0]).toMatchObject({
      taskName: 'Outer walls',
      __v: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('flags a stale save outdated and reloads the task keeping what was typed', async () => {
    let version = 3;
    const { bodiesOf } = await openTree({
      [treePath]: () => answer(200, [{ ...walls, __v: version }, roof, beams]),
      [`PUT /api/task/update/${walls._id}`]: () =>
        answer(409, { code: 'STALE_WRITE', message: taskMessages.stale }),
    });
    const dialog = await saveWallsRenamed();

    expect(await within(dialog).findByText('outdated')).toBeInTheDocument();
    expect(within(dialog).getByText(taskTreeMessages.outdated)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    version = 5;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload task' }));
    await waitFor(() => expect(within(dialog).queryByText('outdated')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/Task name/)).toHaveValue('Outer walls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(`PUT /api/task/update/${walls._id}`)).toHaveLength(2));
    expect(bodiesOf(`PUT /api/task/update/${walls._id}`)[1]).toMatchObject({
      taskName: 'Outer walls',
      __v: 5,
    });
  });

  it('deletes a task with its subtasks only after a confirmation naming how many go', async () => {
    const { bodiesOf } = await openTree({
      [`POST /api/task/del/${roof._id}/0`]: () => answer(200, { message: taskMessages.deleted }),
    });
    await chooseAction('2.0.0.0 Roof', 'Delete task');
    let dialog = await screen.findByRole('dialog', { name: 'Delete 2.0.0.0 Roof?' });
    expect(within(dialog).getByText('This task and its 1 subtask are deleted.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf('POST /api/task/del/')).toHaveLength(0);

    await chooseAction('2.0.0.0 Roof', 'Delete task');
    dialog = await screen.findByRole('dialog', { name: 'Delete 2.0.0.0 Roof?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(bodiesOf(`POST /api/task/del/${roof._id}/0`)).toHaveLength(1));
  });

  it('offers no subtask under a fourth-level task, and deletes only the subtasks of a task after confirming', async () => {
    const chain = ['1', '1.1', '1.1.1', '1.1.1.1'].map((num, i) =>
      makeTask({
        _id: `7c000000-0000-4000-8000-00000000000${i}`,
        num,
        taskName: `Level ${i + 1}`,
        mother: i === 0 ? null : `7c000000-0000-4000-8000-00000000000${i - 1}`,
      }),
    );
    const [first, , third] = chain as [TaskJson, TaskJson, TaskJson, TaskJson];
    const { bodiesOf } = await openTree(
      {
        [`POST /api/task/delete/children/${third._id}`]: () =>
          answer(200, { message: taskMessages.childrenDeleted }),
      },
      makeToken({ role: 'Owner' }),
      chain,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 1.1.1.1 Level 4' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy task' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Add subtask' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete subtasks' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await chooseAction('1.1.1.0 Level 3', 'Delete subtasks');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the subtasks of 1.1.1.0 Level 3?' });
    expect(within(dialog).getByText('Its 1 subtask goes; the task itself stays.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete subtasks' }));
    await waitFor(() => expect(bodiesOf(`POST /api/task/delete/children/${third._id}`)).toHaveLength(1));
    expect(bodiesOf(`POST /api/task/del/${first._id}`)).toHaveLength(0);
  });

  it('moves a task among its siblings by their numbers', async () => {
    const { bodiesOf } = await openTree({
      [`PUT /api/tasks/moveTasks/${wbsId}`]: () => answer(200, { message: taskMessages.moved }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 1.0.0.0 Walls' }));
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() =>
      expect(bodiesOf(`PUT /api/tasks/moveTasks/${wbsId}`)).toEqual([{ fromNum: '1', toNum: '2' }]),
    );
  });

  it('copies a task to the end of its level and closes gaps in the numbering', async () => {
    const gutters = makeTask({
      _id: '7b000000-0000-4000-8000-000000000004',
      num: '2.3',
      taskName: 'Gutters',
      mother: roof._id,
    });
    const { bodiesOf } = await openTree(
      {
        [`POST /api/task/${wbsId}`]: () =>
          answer(201, makeTask({ _id: 'copy', num: '2.4', taskName: 'Gutters' })),
        'PUT /api/tasks/update/num': () => answer(200, { message: taskMessages.moved }),
      },
      makeToken({ role: 'Owner' }),
      [walls, roof, beams, gutters],
    );
    await chooseAction('2.3.0.0 Gutters', 'Copy task');
    await waitFor(() => expect(bodiesOf(`POST /api/task/${wbsId}`)).toHaveLength(1));
    expect(bodiesOf(`POST /api/task/${wbsId}`)[0]).toMatchObject({ taskName: 'Gutters', mother: roof._id });

    await userEvent.click(screen.getByRole('button', { name: 'Renumber' }));
    await waitFor(() =>
      expect(bodiesOf('PUT /api/tasks/update/num')).toEqual([
        { wbsId, nums: [{ id: gutters._id, num: '2.2' }] },
      ]),
    );
  });

  it('lets a Volunteer suggest changes instead of saving them', async () => {
    const volunteerId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0042';
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await openTree(
      {
        'GET /api/roles': () => answer(200, [{ roleName: 'Volunteer', permissions: ['suggestTask'] }]),
        'POST /api/taskeditsuggestion': () =>
          answer(200, {
            _id: 's1',
            taskId: walls._id,
            user: 'Vera Volunteer',
            userId: volunteerId,
            dateSuggested: '2026-11-20T10:00:00.000Z',
            oldTask: {},
            newTask: {},
            outdated: false,
          }),
      },
      makeToken({ role: 'Volunteer', userid: volunteerId }),
    );
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import tasks' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Walls' }));
    const dialog = await screen.findByRole('dialog', { name: '1.0.0.0 Walls' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(/Task name/);
    await userEvent.clear(name);
    await userEvent.paste('Outer walls');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suggest changes' }));

    await waitFor(() => expect(bodiesOf('POST /api/taskeditsuggestion')).toHaveLength(1));
    expect(bodiesOf('POST /api/taskeditsuggestion')[0]).toMatchObject({
      taskId: walls._id,
      userId: volunteerId,
      oldTask: { taskName: 'Walls', __v: 3, modifiedDatetime: walls.modifiedDatetime },
      newTask: { taskName: 'Outer walls' },
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: taskTreeMessages.suggested })),
    );
    expect(bodiesOf('PUT /api/task/update/')).toHaveLength(0);
  });
});
