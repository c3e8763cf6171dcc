import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import {
  taskEditSuggestionMessages as messages,
  type TaskEditSuggestionJson,
} from '@hgn/domain/taskEditSuggestions';
import { endSession, startSession } from '../../../shared/session/session';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { renderInApp, renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { SuggestionCountBubble } from '../components/SuggestionCountBubble';
import { TaskEditSuggestionsPage } from './TaskEditSuggestionsPage';

const suggestion = (
  id: string,
  user: string,
  dateSuggested: string,
  oldTask: TaskEditSuggestionJson['oldTask'],
  newTask: TaskEditSuggestionJson['newTask'],
  outdated = false,
): TaskEditSuggestionJson => ({
  _id: id,
  taskId: `t-${id}`,
  user,
  userId: `u-${id}`,
  dateSuggested,
  oldTask,
  newTask,
  outdated,
});

const older = suggestion(
  's-1',
  'Bea Brown',
  '2026-11-20T18:00:00.000Z',
  { taskName: 'Paint the shed', hoursMost: 2, priority: 'Primary' },
  { taskName: 'Paint the shed', hoursMost: 5, priority: 'Primary' },
);
const newer = suggestion(
  's-2',
  'Al Adams',
  '2026-11-22T18:00:00.000Z',
  { taskName: 'Mulch beds', status: 'Started' },
  { taskName: 'Mulch the beds', status: 'Started' },
);

const approvePath = (id: string) => `POST /api/taskeditsuggestion/${id}/approve`;

/**
 * Signs in with these permissions alone (as a Volunteer unless `role` says otherwise); the server
 * holds `pending` until a decision removes one.
 */
async function setUp(
  permissions: string[],
  pending: TaskEditSuggestionJson[],
  more: Record<string, () => Response> = {},
  role = 'Volunteer',
) {
  await startSession(makeToken({ role, frontPermissions: permissions }));
  let list = [...pending];
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/taskeditsuggestion?count=true': () => answer(200, { count: list.length }),
    'GET /api/taskeditsuggestion': () => answer(200, list),
    ...more,
  });
  return { ...server, remove: (id: string) => (list = list.filter((s) => s._id !== id)) };
}

const renderPage = () =>
  renderInApp(
    <>
      <SuggestionCountBubble />
      <TaskEditSuggestionsPage />
    </>,
  );

/**
 * The page over a cache that holds a person's tasks and team tasks, as the dashboard left them;
 * answers whether the list under a root was marked to be read again.
 */
function renderOverDashboardLists() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listOf = (root: readonly string[]) => [...root, 'user', 'me'];
  queryClient.setQueryData(listOf(taskListKeys.tasks), []);
  queryClient.setQueryData(listOf(taskListKeys.teamTasks), { rows: [] });
  renderWithProviders(<TaskEditSuggestionsPage />, { queryClient });
  return (root: readonly string[]) => queryClient.getQueryState(listOf(root))?.isInvalidated;
}

const taskColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

describe('TaskEditSuggestionsPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists newest first and sorts by person and by task from the column headings', async () => {
    await setUp(['updateTask'], [newer, older]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Task edit suggestions' });
    expect(taskColumn(table)).toEqual(['Mulch the beds', 'Paint the shed']);
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(within(table).getByRole('button', { name: /Date/ }));
    expect(taskColumn(table)).toEqual(['Paint the shed', 'Mulch the beds']);
    await userEvent.click(within(table).getByRole('button', { name: /Suggested by/ }));
    expect(within(table).getByRole('columnheader', { name: /Suggested by/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(taskColumn(table)).toEqual(['Mulch the beds', 'Paint the shed']);
    await userEvent.click(within(table).getByRole('button', { name: /Suggested by/ }));
    expect(taskColumn(table)).toEqual(['Paint the shed', 'Mulch the beds']);
    await userEvent.click(within(table).getByRole('button', { name: /^Task/ }));
    expect(taskColumn(table)).toEqual(['Mulch the beds', 'Paint the shed']);
  });

  it('shows the task as it was beside the suggestion, the changed fields marked, without decisions for updateTask alone, saying why', async () => {
    await setUp(['updateTask'], [newer, older]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested changes to Paint the shed' });
    const comparison = within(dialog).getByRole('table', { name: 'Current and suggested task' });
    const hours = within(comparison)
      .getByRole('rowheader', { name: /^Hours \(most likely\)/ })
      .closest('tr')!;
    expect(
      within(hours)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '5']);
    expect(hours).toHaveAttribute('data-changed');
    expect(within(hours).getByRole('rowheader')).toHaveTextContent('Hours (most likely) (changed)');
    const name = within(comparison).getByRole('rowheader', { name: 'Task name' }).closest('tr')!;
    expect(name).not.toHaveAttribute('data-changed');
    expect(within(dialog).getByText('1 field changed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(messages.mayNotResolve)).toBeInTheDocument();
  });

  it('approves: the row leaves the list and the header count follows', async () => {
    const server = await setUp(['updateTask', 'resolveTask'], [newer, older], {
      [approvePath('s-1')]: () => {
        server.remove('s-1');
        return answer(200, {});
      },
    });
    renderPage();
    expect(await screen.findByTestId('suggestion-count')).toHaveTextContent('2 waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(messages.mayNotResolve)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Paint the shed' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('suggestion-count')).toHaveTextContent('1 waiting'));
    expect(server.bodiesOf('POST /api/taskeditsuggestion')).toHaveLength(1);
    expect(server.bodiesOf(approvePath('s-1'))).toHaveLength(1);
  });

  it.each([
    ['Manager', true],
    ['Volunteer', false],
  ])('after an approval by a %s, reloads the dashboard’s team tasks: %s', async (role, isReloaded) => {
    const server = await setUp(
      ['updateTask', 'resolveTask'],
      [older],
      {
        [approvePath('s-1')]: () => {
          server.remove('s-1');
          return answer(200, {});
        },
      },
      role,
    );
    const isInvalidated = renderOverDashboardLists();
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(isInvalidated(taskListKeys.tasks)).toBe(true));
    expect(isInvalidated(taskListKeys.teamTasks)).toBe(isReloaded);
  });

  it('reloads no dashboard team tasks after a rejection', async () => {
    const server = await setUp(
      ['updateTask', 'resolveTask'],
      [older],
      {
        'DELETE /api/taskeditsuggestion/s-1': () => {
          server.remove('s-1');
          return answer(200, older);
        },
      },
      'Manager',
    );
    const isInvalidated = renderOverDashboardLists();
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(messages.none)).toBeInTheDocument();
    expect(isInvalidated(taskListKeys.teamTasks)).toBe(false);
  });

  it('says the suggestion might be resolved already and reloads the list when the server no longer has it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const server = await setUp(['updateTask', 'resolveTask'], [newer, older], {
      [approvePath('s-2')]: () => {
        server.remove('s-2');
        return answer(404, { code: 'SUGGESTION_NOT_FOUND', message: messages.notFound });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mulch the beds' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: messages.alreadyResolved })),
    );
    expect('The suggestion might have already been resolved. Reloading the suggestion list...').toBe(
      messages.alreadyResolved,
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mulch the beds' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Paint the shed' })).toBeInTheDocument();
  });

  it('marks a suggestion whose task changed since as outdated, and approves it only once confirmed', async () => {
    const stale = suggestion(
      's-3',
      'Cy Clark',
      '2026-11-23T18:00:00.000Z',
      { taskName: 'Fix the gate', __v: 1 },
      { taskName: 'Fix the gate', hoursMost: 3 },
      true,
    );
    const server = await setUp(['updateTask', 'resolveTask'], [stale, older], {
      [approvePath('s-3')]: () => {
        server.remove('s-3');
        return answer(200, {});
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Task edit suggestions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(messages.outdated)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(messages.outdated)).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Fix the gate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested changes to Fix the gate' });
    expect(within(dialog).getByText(messages.outdatedNote)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText(messages.confirmOutdated)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toHaveFocus();
    expect(server.bodiesOf(approvePath('s-3'))).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByText(messages.confirmOutdated)).not.toBeInTheDocument();
    expect(server.bodiesOf(approvePath('s-3'))).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bodiesOf(approvePath('s-3'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Fix the gate' })).not.toBeInTheDocument();
  });

  it('approves a suggestion that is not outdated without asking', async () => {
    const server = await setUp(['updateTask', 'resolveTask'], [older], {
      [approvePath('s-1')]: () => {
        server.remove('s-1');
        return answer(200, {});
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(messages.outdatedNote)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(screen.queryByText(messages.confirmOutdated)).not.toBeInTheDocument();
    await waitFor(() => expect(server.bodiesOf(approvePath('s-1'))).toHaveLength(1));
  });

  it('rejects with the DELETE of the suggestion', async () => {
    const server = await setUp(['updateTask', 'resolveTask'], [older], {
      'DELETE /api/taskeditsuggestion/s-1': () => {
        server.remove('s-1');
        return answer(200, older);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Paint the shed' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(messages.none)).toBeInTheDocument();
    expect(screen.queryByTestId('suggestion-count')).not.toBeInTheDocument();
  });

  it('says there are none, and says who reviews them to someone who may not', async () => {
    await setUp(['updateTask'], []);
    renderPage();
    expect(await screen.findByText(messages.none)).toBeInTheDocument();
    endSession();
    vi.unstubAllGlobals();
    await setUp([], [older]);
    renderInApp(<TaskEditSuggestionsPage />);
    expect(await screen.findByText(messages.notAllowed)).toBeInTheDocument();
  });
});
