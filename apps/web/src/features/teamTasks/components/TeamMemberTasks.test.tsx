import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '@hgn/domain/permissions';
import { TEAM_TASKS_PAGE_SIZE, type TeamMemberTasksJson, type TeamTaskJson } from '@hgn/domain/teamTasks';
import type { UsersTimeEntryJson } from '@hgn/domain/timeEntries';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { fixedMediaQueryList } from '../../../test/media';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeTask as makeWbsTask } from '../../../test/tasks';
import { makeToken } from '../../../test/tokens';
import { TeamMemberTasks } from './TeamMemberTasks';

const viewerId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';
const tomId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0002';
const idaId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0003';
const garden = { _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e51', teamName: 'Garden Crew' };
const kitchen = { _id: '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e52', teamName: 'Kitchen Team' };

// Wednesday 25 November 2026, noon Pacific.
fixTheDate('2026-11-25T20:00:00.000Z');

/** Tom as a task's resource: his part open and unsubmitted, or completed after review. */
const tomOnTask = (completedTask: boolean): TeamTaskJson['resources'][number] => ({
  _id: tomId,
  userID: tomId,
  name: 'Tom Teammate',
  profilePic: '',
  completedTask,
  reviewStatus: completedTask ? 'Reviewed' : 'Unsubmitted',
});

const makeTask = (id: string, overrides: Partial<TeamTaskJson> = {}): TeamTaskJson => ({
  ...makeWbsTask({
    _id: id,
    num: '',
    taskName: `Task ${id}`,
    level: 1,
    resources: [tomOnTask(false)],
    isAssigned: true,
    status: 'Started',
    estimatedHours: 10,
    category: 'Food',
  }),
  projectId: 'project-1',
  taskNotifications: [],
  ...overrides,
});

const completedByTom = (id: string) => makeTask(id, { resources: [tomOnTask(true)] });

const makeMember = (overrides: Partial<TeamMemberTasksJson>): TeamMemberTasksJson => ({
  personId: tomId,
  role: 'Volunteer',
  name: 'Tom Teammate',
  weeklycommittedHours: 10,
  weeklySummaryOption: 'Required',
  totaltangibletime_hrs: 4,
  totaltime_hrs: 5,
  tasks: [],
  timeOffFrom: null,
  timeOffTill: null,
  teamCode: null,
  teams: [garden],
  adminLinks: [],
  ...overrides,
});

// Progress 0 %, 25 %, 45 %, 65 %, 85 %, 120 %: one task in each 20-point band.
const tomTasks = [
  ...[0, 2.5, 4.5, 6.5, 8.5, 12].map((hoursLogged, n) => makeTask(`t${n + 1}`, { hoursLogged })),
  makeTask('t7'),
  makeTask('t8'),
  completedByTom('done1'),
  completedByTom('done2'),
];
const tom = makeMember({ tasks: tomTasks, teamCode: 'G-CREW', totaltangibletime_hrs: 12 });
const ida = makeMember({
  personId: idaId,
  name: 'Ida Idle',
  teams: [kitchen],
  teamCode: 'K-TEAM',
  timeOffFrom: '2026-11-29T08:00:00.000Z',
  timeOffTill: '2026-12-05T08:00:00.000Z',
});

/**
 * The server's page endpoint over these members: the page asked for, those on a team asked for, and
 * the teams and team codes of them all.
 */
const pageOf =
  (members: readonly TeamMemberTasksJson[]) =>
  (call: string): Response => {
    const query = new URL(call.slice(call.indexOf(' ') + 1), 'http://app').searchParams;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? TEAM_TASKS_PAGE_SIZE);
    const teamIds = query.get('teams')?.split(',') ?? [];
    const kept = members.filter(
      (member) => teamIds.length === 0 || member.teams.some((team) => teamIds.includes(team._id)),
    );
    const teams = new Map(members.flatMap((member) => member.teams).map((team) => [team._id, team]));
    return answer(200, {
      items: kept.slice((page - 1) * pageSize, page * pageSize),
      total: kept.length,
      memberCount: members.length,
      page,
      pageSize,
      teams: [...teams.values()],
      teamCodes: [...new Set(members.flatMap((member) => (member.teamCode ? [member.teamCode] : [])))],
    });
  };

const entry = (personId: string, dateOfWork: string, notes: string): UsersTimeEntryJson => ({
  _id: `${personId}-${dateOfWork}`,
  notes,
  isTangible: true,
  personId,
  userProfile: { _id: personId, firstName: 'First', lastName: 'Last' },
  dateOfWork,
  hours: 1,
  minutes: 30,
  projectId: 'project-1',
  projectName: 'Bee Corridor',
  projectCategory: 'food',
  taskId: null,
  taskName: null,
  taskClassification: null,
  wbsId: null,
  wbsName: null,
});

async function setUp(role: Role, more: Record<string, (call: string) => Response> = {}, isWide = true) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQueryList(query, isWide));
  await startSession(makeToken({ userid: viewerId, role }));
  return stubServer({
    'GET /api/roles': () =>
      answer(200, [{ _id: 'r-1', roleName: role, permissions: DEFAULT_ROLE_PERMISSIONS[role] }]),
    [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf([ida, tom]),
    ...more,
  });
}

/** The table, once loaded: a slow machine may take a few seconds to render every row. */
const findTable = () => screen.findByRole('table', { name: 'Team Member Tasks' }, { timeout: 5000 });

/** The cards a narrow screen shows in place of the table, once loaded. */
const findCards = () => screen.findByRole('list', { name: 'Team Member Tasks' }, { timeout: 5000 });

const cardOf = (name: string) => within(screen.getByRole('listitem', { name }));

const rowsOf = (name: string) => {
  const table = screen.getByRole('table', { name: 'Team Member Tasks' });
  const cell = within(table).getByRole('link', { name }).closest('tbody');
  if (!cell) throw new Error(`no rows for ${name}`);
  return within(cell);
};

describe('TeamMemberTasks', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists six open tasks, shows all or truncates, and counts the completed ones it hides', async () => {
    await setUp('Volunteer');
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    const rows = rowsOf('Tom Teammate');
    expect(rows.getAllByRole('link', { name: /^Task / })).toHaveLength(6);
    expect(rows.queryByRole('link', { name: 'Task done1' })).not.toBeInTheDocument();
    expect(rows.getByText('2 completed tasks hidden')).toBeInTheDocument();

    await userEvent.click(rows.getByRole('button', { name: 'Show All (8)' }));
    expect(rows.getAllByRole('link', { name: /^Task / })).toHaveLength(8);
    await userEvent.click(rows.getByRole('button', { name: 'Truncate' }));
    expect(rows.getAllByRole('link', { name: /^Task / })).toHaveLength(6);

    expect(rows.getByRole('link', { name: 'Task t1' })).toHaveAttribute('href', '/wbs/tasks/t1');
    expect(rows.getByRole('link', { name: 'Time log of Tom Teammate' })).toHaveAttribute(
      'href',
      `/timelog/${tomId}`,
    );
    expect(rows.getByRole('img', { name: 'Weekly commitment met' })).toBeInTheDocument();
    expect(rowsOf('Ida Idle').getByRole('img', { name: 'Below the weekly commitment' })).toBeInTheDocument();
    expect(rowsOf('Ida Idle').getByText('No open tasks.')).toBeInTheDocument();
  });

  it('links a task outside a project to nothing: it has no page', async () => {
    const withOutsider = makeMember({ tasks: [makeTask('o1', { projectId: '' }), makeTask('t1')] });
    await setUp('Owner', { [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf([withOutsider]) });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    const rows = rowsOf('Tom Teammate');
    expect(rows.getByText('Task o1')).toBeInTheDocument();
    expect(rows.queryByRole('link', { name: 'Task o1' })).not.toBeInTheDocument();
    expect(rows.getByRole('link', { name: 'Task t1' })).toHaveAttribute('href', '/wbs/tasks/t1');
  });

  it('links no task for a Core Team member, whom the task page refuses', async () => {
    await setUp('Core Team');
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    const table = screen.getByRole('table', { name: 'Team Member Tasks' });
    expect(within(table).getByText('Task t1')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Task / })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Tom Teammate' })).toBeInTheDocument();
  });

  it('shows its summary beside the title', async () => {
    await setUp('Manager');
    renderInApp(<TeamMemberTasks userId={viewerId} summary={<span>Two follow-ups due</span>} />);
    await findTable();
    expect(screen.getByText('Two follow-ups due')).toBeInTheDocument();
  });

  it('colours progress in 20-point steps', async () => {
    await setUp('Volunteer');
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    const bands = ['t1', 't2', 't3', 't4', 't5', 't6'].map((id) =>
      screen
        .getByRole('progressbar', { name: `Progress of Task ${id}` })
        .closest('[data-band]')
        ?.getAttribute('data-band'),
    );
    expect(bands).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it("shows each member's time logs of the chosen past days under their row", async () => {
    const { bodiesOf } = await setUp('Volunteer', {
      'POST /api/TimeEntry/users': () =>
        answer(200, [
          entry(tomId, '2026-11-25', '<p>Watered the <b>beans</b></p>'),
          entry(tomId, '2026-11-22', 'Planned the beds'),
        ]),
    });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    expect(screen.queryByText(/Watered the beans/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '1 day' }));
    expect(await rowsOf('Tom Teammate').findByText(/Watered the beans/)).toBeInTheDocument();
    expect(screen.queryByText(/Planned the beds/)).not.toBeInTheDocument();
    expect(rowsOf('Ida Idle').getByText('No time logged in the past day.')).toBeInTheDocument();
    expect(bodiesOf('POST /api/TimeEntry/users')[0]).toEqual({
      users: [idaId, tomId],
      fromDate: '2026-11-19',
      toDate: '2026-11-25',
    });

    await userEvent.click(screen.getByRole('button', { name: '4 days' }));
    expect(screen.getByRole('button', { name: '4 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/Planned the beds/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '4 days' }));
    await waitFor(() => expect(screen.queryByText(/Planned the beds/)).not.toBeInTheDocument());
  });

  it('offers the day filters as a select on a narrow screen', async () => {
    await setUp(
      'Volunteer',
      { 'POST /api/TimeEntry/users': () => answer(200, [entry(tomId, '2026-11-24', 'Weeded the beds')]) },
      false,
    );
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findCards();
    expect(screen.queryByRole('button', { name: '2 days' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Time logs of the past' }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('option', { name: '2 days' }));
    expect(await cardOf('Tom Teammate').findByText(/Weeded the beds/)).toBeInTheDocument();
  });

  it('shows each member as a card on a narrow screen, with Show All, time off and the task actions', async () => {
    await setUp('Administrator', {}, false);
    const onChanged = vi.fn();
    renderInApp(
      <TeamMemberTasks
        userId={viewerId}
        renderTaskActions={(task, member, changed) => (
          <button
            type="button"
            onClick={() => {
              onChanged(task._id, member.name);
              changed();
            }}
          >
            Act on {task.taskName}
          </button>
        )}
      />,
    );
    await findCards();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const tomCard = cardOf('Tom Teammate');
    expect(tomCard.getByRole('img', { name: 'Weekly commitment met' })).toBeInTheDocument();
    expect(tomCard.getByText('10 committed · 12 completed · 0 remaining hours')).toBeInTheDocument();
    expect(tomCard.getByRole('link', { name: 'Time log of Tom Teammate' })).toHaveAttribute(
      'href',
      `/timelog/${tomId}`,
    );
    const tasks = within(screen.getByRole('list', { name: 'Tasks of Tom Teammate' }));
    expect(tasks.getAllByRole('link', { name: /^Task / })).toHaveLength(6);
    expect(tasks.getByRole('progressbar', { name: 'Progress of Task t1' })).toBeInTheDocument();
    expect(tasks.getAllByText('Status: Started')).toHaveLength(6);
    expect(tomCard.getByText('2 completed tasks hidden')).toBeInTheDocument();

    await userEvent.click(tomCard.getByRole('button', { name: 'Show All (8)' }));
    expect(tasks.getAllByRole('link', { name: /^Task / })).toHaveLength(8);
    await userEvent.click(tomCard.getByRole('button', { name: 'Truncate' }));
    expect(tasks.getAllByRole('link', { name: /^Task / })).toHaveLength(6);

    await userEvent.click(tasks.getByRole('button', { name: 'Act on Task t2' }));
    expect(onChanged).toHaveBeenCalledWith('t2', 'Tom Teammate');

    const idaCard = cardOf('Ida Idle');
    expect(idaCard.getByText('No open tasks.')).toBeInTheDocument();
    expect(idaCard.queryByRole('button', { name: /^Act on/ })).not.toBeInTheDocument();
    const timeOffButton = idaCard.getByRole('button', { name: 'Time off of Ida Idle' });
    await userEvent.click(timeOffButton);
    expect(document.getElementById(timeOffButton.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Ida Idle has time off from 11/29/2026 to 12/05/2026.',
    );
  });

  it('keeps the no-open-tasks line in a cell spanning the task columns, before the actions column', async () => {
    await setUp('Administrator');
    renderInApp(<TeamMemberTasks userId={viewerId} renderTaskActions={() => <span>Actions</span>} />);
    await findTable();
    const cell = rowsOf('Ida Idle').getByText('No open tasks.').closest('td');
    // Task, Progress and Status; the actions column keeps a cell of its own.
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell?.nextElementSibling?.tagName).toBe('TD');
    expect(cell?.nextElementSibling).toBeEmptyDOMElement();
  });

  it('explains the task icons in a dialog', async () => {
    await setUp('Volunteer', {
      [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf([
        makeMember({
          tasks: [
            makeTask('late', {
              deadlineCount: 2,
              taskNotifications: [
                {
                  _id: 'n1',
                  taskId: 'late',
                  userId: tomId,
                  oldTask: {},
                  isRead: false,
                  dateCreated: '2026-11-20T10:00:00.000Z',
                  dateRead: null,
                },
              ],
            }),
          ],
        }),
      ]),
    });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    expect(screen.getByRole('img', { name: 'Changed since last read' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deadline passed 2 times' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Task icons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task icons' });
    expect(dialog).toHaveTextContent('The task changed since the member last read it.');
  });

  it('shows fifty members a page and reads the time logs of the page shown', async () => {
    const many = Array.from({ length: 55 }, (_, n) =>
      makeMember({
        personId: `0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a1${String(n).padStart(3, '0')}`,
        name: `Member ${String(n + 1).padStart(2, '0')}`,
      }),
    );
    const { bodiesOf } = await setUp('Volunteer', {
      [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf(many),
      'POST /api/TimeEntry/users': () => answer(200, []),
    });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    // Text and label queries: role queries over fifty rows are slow.
    expect(screen.getByText('Member 50')).toBeInTheDocument();
    expect(screen.queryByText('Member 51')).not.toBeInTheDocument();
    // The pager loads when first needed, which takes a busy machine more than a second.
    await userEvent.click(await screen.findByLabelText('next page', {}, { timeout: 5000 }));
    expect(await screen.findByText('Member 55')).toBeInTheDocument();
    await userEvent.click(screen.getByText('7 days'));
    await waitFor(() => expect(bodiesOf('POST /api/TimeEntry/users')).toHaveLength(1));
    expect(bodiesOf('POST /api/TimeEntry/users')[0]).toMatchObject({
      users: many.slice(50).map((member) => member.personId),
    });
  });

  it('expands and collapses a member’s time off, or all of them with the toggle', async () => {
    await setUp('Volunteer');
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    await findTable();
    const toggle = screen.getByRole('button', { name: 'Time off of Ida Idle' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Ida Idle has time off from 11/29/2026 to 12/05/2026.',
    );
    await userEvent.click(toggle);
    expect(screen.queryByText(/has time off/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show time off' }));
    expect(screen.getByText(/Ida Idle has time off/)).toBeInTheDocument();
  });

  it('shows the Status column to Administrators only', async () => {
    await setUp('Administrator', {
      [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf([tom]),
    });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    const table = await findTable();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'Started' })).toHaveLength(6);
  });

  it('hides the Status column and the filters from a Volunteer', async () => {
    await setUp('Volunteer');
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    const table = await findTable();
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Color' })).not.toBeInTheDocument();
  });

  it.each(['Administrator', 'Owner', 'Manager', 'Mentor'] as const)(
    'gives a %s the Team, Team Code and Color filters',
    async (role) => {
      const { fetchMock } = await setUp(role);
      renderInApp(<TeamMemberTasks userId={viewerId} />);
      await findTable();
      await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Kitchen Team' }));
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Tom Teammate' })).not.toBeInTheDocument(),
      );
      // The server narrows the list: the page asked for names the team.
      expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes(`teams=${kitchen._id}`))).toBe(
        true,
      );
      expect(screen.getByRole('link', { name: 'Ida Idle' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Team Code' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Color' })).toBeInTheDocument();
    },
  );

  it('says when there is nobody to show and when the list could not be loaded', async () => {
    await setUp('Volunteer', { [`GET /api/user/${viewerId}/teams/tasks/page`]: pageOf([]) });
    const first = renderInApp(<TeamMemberTasks userId={viewerId} />);
    expect(await screen.findByText('No team members to show.')).toBeInTheDocument();
    first.unmount();
    stubServer({
      'GET /api/roles': () => answer(200, []),
      [`GET /api/user/${viewerId}/teams/tasks/page`]: () => answer(400, { message: 'Bad' }),
    });
    renderInApp(<TeamMemberTasks userId={viewerId} />);
    expect(await screen.findByText('The team member tasks could not be loaded.')).toBeInTheDocument();
  });

  it("shows nothing for another user's teams to a Volunteer, whom the server would refuse", async () => {
    const { fetchMock } = await setUp('Volunteer');
    renderInApp(<TeamMemberTasks userId={tomId} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Team Member Tasks' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input).includes('/teams/tasks'))).toBe(false);
  });
});
