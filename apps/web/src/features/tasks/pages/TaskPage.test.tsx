import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ModalsProvider } from '@mantine/modals';
import { taskMessages } from '@hgn/domain/tasks';
import { endSession, startSession } from '../../../shared/session/session';
import { linkTo, paths } from '../../../shared/routing/paths';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { makeToken } from '../../../test/tokens';
import { taskTreeMessages } from '../taskTreeMessages';
import { SameFolderTasksPage, TaskPage } from './TaskPage';

const wbsId = '9a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e01';
const walls = makeTask({ _id: '7b000000-0000-4000-8000-000000000001', num: '1', taskName: 'Walls' });
const roof = makeTask({ _id: '7b000000-0000-4000-8000-000000000002', num: '2', taskName: 'Roof' });
const beams = makeTask({
  _id: '7b000000-0000-4000-8000-000000000003',
  num: '2.1',
  taskName: 'Beams',
  mother: roof._id,
});
const tiles = makeTask({
  _id: '7b000000-0000-4000-8000-000000000004',
  num: '2.2',
  taskName: 'Tiles',
  mother: roof._id,
});
const nails = makeTask({
  _id: '7b000000-0000-4000-8000-000000000005',
  num: '2.2.1',
  taskName: 'Nails',
  mother: tiles._id,
});

async function open(path: string, taskId: string, answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ role: 'Owner' }));
  stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/task/${beams._id}`]: () => answer(200, beams),
    [`GET /api/wbsId/${wbsId}`]: () =>
      answer(200, {
        _id: wbsId,
        wbsName: 'House',
        projectId: '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f',
        isActive: true,
        createdDatetime: '2026-11-01T10:00:00.000Z',
        modifiedDatetime: '2026-11-01T10:00:00.000Z',
      }),
    [`GET /api/task/wbs/${wbsId}`]: () => answer(200, [walls, roof, beams, tiles, nails]),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <Routes>
        <Route path={paths.task} element={<TaskPage />} />
        <Route path={paths.sameFolderTasks} element={<SameFolderTasksPage />} />
      </Routes>
    </ModalsProvider>,
    { route: linkTo(path, { taskId }) },
  );
}

const shownNums = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-task-num'))
    .filter(Boolean);

describe('one task’s pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the task’s WBS tree at the task', async () => {
    await open(paths.task, beams._id);
    await screen.findByRole('table', { name: 'Task tree' }, { timeout: 8000 });
    expect(await screen.findByRole('heading', { name: 'Tasks of House' })).toBeInTheDocument();
    expect(shownNums()).toEqual(['1.0.0.0', '2.0.0.0', '2.1.0.0', '2.2.0.0', '2.2.1.0']);
    expect(screen.getByRole('row', { current: true })).toHaveAttribute('data-task-num', '2.1.0.0');
  });

  it('shows only the task and its siblings under the same mother, with their subtasks', async () => {
    await open(paths.sameFolderTasks, beams._id);
    await screen.findByRole('table', { name: 'Task tree' }, { timeout: 8000 });
    expect(shownNums()).toEqual(['2.1.0.0', '2.2.0.0', '2.2.1.0']);
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
  });

  it('shows the task alone when its WBS cannot be read', async () => {
    await open(paths.task, beams._id, {
      [`GET /api/task/wbs/${wbsId}`]: () =>
        answer(404, { code: 'WBS_NOT_FOUND', message: taskMessages.wbsNotFound }),
    });
    await screen.findByRole('table', { name: 'Task tree' }, { timeout: 8000 });
    expect(shownNums()).toEqual(['2.1.0.0']);
    expect(screen.getByText(taskTreeMessages.aloneTask)).toBeInTheDocument();
  });

  it('says when the task does not exist', async () => {
    const missing = '7b000000-0000-4000-8000-0000000000ff';
    await open(paths.task, missing, {
      [`GET /api/task/${missing}`]: () =>
        answer(404, { code: 'TASK_NOT_FOUND', message: taskMessages.notFound }),
    });
    expect(await screen.findByText(taskMessages.notFound, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
