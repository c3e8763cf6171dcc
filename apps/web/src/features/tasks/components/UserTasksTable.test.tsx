import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { fixedMediaQueryList } from '../../../test/media';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { UserTasksTable } from './UserTasksTable';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';

const task = (overrides: Partial<UserTaskJson>): UserTaskJson => ({
  wbsName: 'Garden beds',
  projectId: 'project-1',
  projectName: 'Bee Corridor',
  creatorName: null,
  ...makeTask({
    _id: 'task-1',
    taskName: 'Plant the hedge',
    wbsId: 'wbs-1',
    num: '1.2',
    isAssigned: true,
    status: 'Active',
    hoursLogged: 3.5,
    estimatedHours: 10,
    dueDatetime: '2026-03-10T20:00:00.000Z',
    category: 'Food',
    createdDatetime: '2026-01-01T00:00:00.000Z',
    modifiedDatetime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }),
});

const tasks = [
  task({}),
  task({
    _id: 'task-2',
    num: '2',
    taskName: 'Order seeds',
    status: 'Not Started',
    priority: 'Tertiary',
    hoursLogged: 0,
    estimatedHours: 2.25,
    dueDatetime: null,
    wbsName: 'Supplies',
  }),
];

/** Answers the tasks request with `body`; every request is recorded. */
function stubTasks(body: unknown, status = 200) {
  return stubServer({ [`GET /api/tasks/user/${userId}`]: () => answer(status, body) }).fetchMock;
}

function showWidth(isDesktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQueryList(query, isDesktop));
}

function renderTasks() {
  return renderInApp(<UserTasksTable userId={userId} />);
}

describe('UserTasksTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the open tasks in a table on wide screens', async () => {
    const fetchMock = stubTasks(tasks);
    showWidth(true);
    renderTasks();

    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/tasks/user/${userId}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Task', 'Project', 'WBS', 'Status', 'Hours', 'Due', 'Priority']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '1',
        '1.2 Plant the hedge',
        'Bee Corridor',
        'Garden beds',
        'Active',
        '3.5 of 10',
        '03/10/2026',
        'Primary',
      ],
      ['2', '2 Order seeds', 'Bee Corridor', 'Supplies', 'Not Started', '0 of 2.25', 'Not set', 'Tertiary'],
    ]);
  });

  it('shows each task as a card on narrow screens', async () => {
    stubTasks(tasks);
    showWidth(false);
    renderTasks();

    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('1.2 Plant the hedge')).toBeInTheDocument();
    expect(first.getByText('Bee Corridor / Garden beds')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('Primary priority')).toBeInTheDocument();
    expect(first.getByText('Hours 3.5 of 10')).toBeInTheDocument();
    expect(first.getByText('Due 03/10/2026')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Due Not set')).toBeInTheDocument();
  });

  it('says when no task is assigned', async () => {
    stubTasks([]);
    showWidth(true);
    renderTasks();

    expect(await screen.findByText('No tasks assigned.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the tasks could not be loaded', async () => {
    stubTasks({ error: 'Forbidden' }, 403);
    showWidth(true);
    renderTasks();

    expect(await screen.findByRole('alert')).toHaveTextContent('The tasks could not be loaded.');
  });
});
