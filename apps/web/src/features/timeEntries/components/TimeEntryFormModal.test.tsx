import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { UserTaskJson } from '@hgn/domain/tasks';
import type { TimeEntryJson } from '@hgn/domain/timeEntries';
import type { UserProfileJson } from '@hgn/domain/users';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { fixTheDate } from '../../../test/clock';
import { makeProject } from '../../../test/projects';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeTask } from '../../../test/tasks';
import { makeToken } from '../../../test/tokens';
import { sampleTimeEntry } from '../../../test/timeEntries';
import { sampleProfile } from '../../../test/users';
import { TimeEntryFormModal } from './TimeEntryFormModal';
import type { TimeEntryFormModalProps } from './timeEntryModalProps';

// Noon in Pacific time on Tuesday 24 November 2026.
fixTheDate('2026-11-24T20:00:00.000Z');

const ME = 'u-me';
const NOTES = 'Planted the hedge along the north fence and wrote up how at https://docs.example.org/hedge';

const task: UserTaskJson = {
  ...makeTask({ _id: 't1', num: '1', taskName: 'Plant the hedge', wbsId: 'w1' }),
  wbsName: 'Hedges',
  projectId: 'p1',
  projectName: 'Garden',
  creatorName: null,
};

const myEntry = (overrides: Partial<TimeEntryJson> = {}): TimeEntryJson =>
  sampleTimeEntry({ personId: ME, ...overrides });

interface Setup {
  role?: string;
  permissions?: string[];
  profile?: Partial<UserProfileJson>;
  answers?: Record<string, () => Response>;
  props?: Partial<TimeEntryFormModalProps>;
}

/** Signs in as `role` (id `u-me`) and opens the form for one's own time. */
async function openForm({
  role = 'Volunteer',
  permissions = [],
  profile = {},
  answers = {},
  props = {},
}: Setup = {}) {
  await startSession(makeToken({ userid: ME, role, frontPermissions: permissions }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/userprofile/${ME}`]: () => answer(200, sampleProfile({ _id: ME, role, ...profile })),
    [`GET /api/projects/user/${ME}`]: () => answer(200, [makeProject({ _id: 'p1', projectName: 'Garden' })]),
    [`GET /api/tasks/user/${ME}`]: () => answer(200, [task]),
    'POST /api/TimeEntry': () => answer(200, { message: msg.saved, timeEntry: myEntry() }),
    'PUT /api/TimeEntry/e1': () => answer(200, {}),
    ...answers,
  });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderInApp(
    <>
      <ActorReadyMark />
      <TimeEntryFormModal
        opened
        onClose={onClose}
        onSaved={onSaved}
        origin="TimeLog"
        personId={ME}
        {...props}
      />
    </>,
  );
  await actorReady();
  await screen.findByRole('form', { name: msg.formTitle });
  return { server, onClose, onSaved, user: userEvent.setup() };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

/** Fills in a complete new entry: 1 h 15 min on the hedge task with proper notes. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Hours'));
  await user.type(screen.getByLabelText('Hours'), '1');
  await user.clear(screen.getByLabelText('Minutes'));
  await user.type(screen.getByLabelText('Minutes'), '15');
  await user.click(screen.getByPlaceholderText('Select a project or task'));
  await user.click(await screen.findByRole('option', { name: 'Plant the hedge' }));
  await user.click(screen.getByLabelText(/Notes/));
  await user.paste(NOTES);
}

/** The requests sent to an endpoint, with their headers and parsed bodies. */
const requestsTo = (server: ReturnType<typeof stubServer>, prefix: string) =>
  server.fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}`.startsWith(prefix))
    .map(([, init]) => ({
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(init?.body as string) as Record<string, unknown>,
    }));

describe('TimeEntryFormModal', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the date', async () => {
    const { server, user } = await openForm();
    await user.clear(screen.getByLabelText(/Date/));
    await save(user);
    expect(await screen.findByText(msg.dateRequired)).toBeInTheDocument();
    expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(0);
  });

  it('says what a new entry lacks, in the spec’s words, and reminds of the notes’ words and link', async () => {
    const { server, user } = await openForm();
    await save(user);

    expect(await screen.findByText(msg.timeRequired)).toBeInTheDocument();
    expect(screen.getByText(msg.projectRequired)).toBeInTheDocument();
    expect(screen.getAllByText(msg.notesRequired).length).toBeGreaterThan(0);
    const reminder = await screen.findByRole('dialog', { name: 'Reminder' });
    expect(reminder).toHaveTextContent(msg.notesDetailReminder);
    expect(reminder).toHaveTextContent(msg.notesLinkReminder);
    expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(0);
  });

  it('submits with Enter and closes with Escape', async () => {
    const { user, onClose } = await openForm();
    await user.type(screen.getByLabelText('Hours'), '{Enter}');
    expect(await screen.findByText(msg.projectRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('counts the notes’ words and keeps reminding until they hold enough words and a link', async () => {
    const { user } = await openForm();
    const notes = screen.getByLabelText(/Notes/);
    await user.type(notes, 'Wrote the plan');
    expect(screen.getByText('Words: 3')).toBeInTheDocument();
    expect(screen.getByText(msg.notesDetailReminder)).toBeInTheDocument();
    expect(screen.getByText(msg.notesLinkReminder)).toBeInTheDocument();

    await user.paste(' for the hedge along the north fence with pictures and costs at https://a.org/p');
    expect(screen.getByText('Words: 16')).toBeInTheDocument();
    expect(screen.queryByTestId('notes-reminders')).not.toBeInTheDocument();
  });

  it('ignores hours above 40 and minutes above 59: the field keeps its value', async () => {
    const { user } = await openForm();
    const hours = screen.getByLabelText('Hours');
    await user.clear(hours);
    await user.type(hours, '45');
    expect(hours).toHaveValue('4');
    const minutes = screen.getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '75');
    expect(minutes).toHaveValue('7');
  });

  it('refuses a day the person may not log on as the server would', async () => {
    const { server, user } = await openForm();
    await fillIn(user);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-11-20' } });
    await save(user);
    expect(await screen.findByText(msg.dateNotAllowed)).toBeInTheDocument();
    expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(0);
  });

  it('logs a new tangible entry once, refreshing and closing the form', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, user, onClose, onSaved } = await openForm();
    await fillIn(user);
    await save(user);

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: msg.saved }));
    const [sent] = requestsTo(server, 'POST /api/TimeEntry');
    expect(sent?.body).toMatchObject({
      personId: ME,
      dateOfWork: '2026-11-24',
      hours: 1,
      minutes: 15,
      projectId: 'p1',
      wbsId: 'w1',
      taskId: 't1',
      notes: NOTES,
      isTangible: true,
    });
    expect(sent?.body).not.toHaveProperty('stopTimer');
  });

  it('asks HOLD ON TIGER! before logging new intangible time, and logs it as tangible when asked to', async () => {
    const { server, user } = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Tangible' }));
    await save(user);

    const tiger = await screen.findByRole('dialog', { name: msg.intangibleTitle });
    expect(tiger).toHaveTextContent(msg.intangibleConfirm);
    expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log as tangible' }));
    await waitFor(() => expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(1));
    expect(requestsTo(server, 'POST /api/TimeEntry')[0]?.body).toMatchObject({ isTangible: true });
  });

  it('logs intangible time when the person keeps it intangible', async () => {
    const { server, user } = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Tangible' }));
    await save(user);
    await user.click(await screen.findByRole('button', { name: 'Keep intangible' }));
    await waitFor(() => expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(1));
    expect(requestsTo(server, 'POST /api/TimeEntry')[0]?.body).toMatchObject({ isTangible: false });
  });

  it('logs intangible time only from “Add Intangible Time Entry”, after HOLD ON TIGER! offers no switch to tangible', async () => {
    const { server, user } = await openForm({ props: { intangibleOnly: true } });
    const tangible = screen.getByRole('checkbox', { name: 'Tangible' });
    expect(tangible).not.toBeChecked();
    expect(tangible).toBeDisabled();
    await fillIn(user);
    await save(user);
    const tiger = await screen.findByRole('dialog', { name: msg.intangibleTitle });
    expect(within(tiger).queryByRole('button', { name: 'Log as tangible' })).not.toBeInTheDocument();
    await user.click(within(tiger).getByRole('button', { name: 'Back to the form' }));
    expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(0);
    await save(user);
    await user.click(await screen.findByRole('button', { name: 'Keep intangible' }));
    await waitFor(() => expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(1));
    expect(requestsTo(server, 'POST /api/TimeEntry')[0]?.body).toMatchObject({ isTangible: false });
  });

  it('shows a refusal in the server’s words and sends a retry with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { server, user, onSaved } = await openForm({
      answers: {
        'POST /api/TimeEntry': () =>
          ++attempts === 1
            ? answer(403, { error: msg.userDeactivated, code: 'USER_DEACTIVATED' })
            : answer(200, { message: msg.saved, timeEntry: myEntry() }),
      },
    });
    await fillIn(user);
    await save(user);
    expect(await screen.findByText(msg.submitFailed(msg.userDeactivated))).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [first, retry] = requestsTo(server, 'POST /api/TimeEntry');
    expect(first?.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('sends a changed entry under a new Idempotency-Key after a refusal', async () => {
    const { server, user } = await openForm({
      answers: { 'POST /api/TimeEntry': () => answer(400, { error: 'Bad request', code: 'BAD_REQUEST' }) },
    });
    await fillIn(user);
    await save(user);
    await screen.findByText(msg.submitFailed('Bad request'));
    await user.type(screen.getByLabelText('Minutes'), '{backspace}6');
    await save(user);
    await waitFor(() => expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(2));
    const [first, changed] = requestsTo(server, 'POST /api/TimeEntry');
    expect(changed?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  });

  it('logs the timer’s time as tangible and stops the timer with it', async () => {
    const { server, user } = await openForm({
      props: { origin: 'Timer', initialTime: { hours: 2, minutes: 5 } },
    });
    expect(screen.getByLabelText('Hours')).toHaveValue('2');
    expect(screen.getByLabelText('Minutes')).toHaveValue('5');
    expect(screen.getByRole('checkbox', { name: 'Tangible' })).toBeChecked();
    await user.click(screen.getByPlaceholderText('Select a project or task'));
    await user.click(await screen.findByRole('option', { name: 'Garden' }));
    await user.click(screen.getByLabelText(/Notes/));
    await user.paste(NOTES);
    await save(user);
    await waitFor(() => expect(requestsTo(server, 'POST /api/TimeEntry')).toHaveLength(1));
    expect(requestsTo(server, 'POST /api/TimeEntry')[0]?.body).toMatchObject({
      hours: 2,
      minutes: 5,
      projectId: 'p1',
      taskId: null,
      isTangible: true,
      stopTimer: true,
    });
  });

  it('says nothing is changed, and sends nothing, when an entry is saved as it was', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, user, onClose } = await openForm({ props: { entry: myEntry() } });
    await save(user);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: msg.nothingChanged, color: 'blue' }),
      ),
    );
    expect(requestsTo(server, 'PUT /api/TimeEntry')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a changed entry with PUT', async () => {
    const { server, user, onSaved } = await openForm({ props: { entry: myEntry(), origin: 'WeeklyTab' } });
    await user.type(screen.getByLabelText('Minutes'), '{backspace}{backspace}45');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(requestsTo(server, 'PUT /api/TimeEntry/e1')[0]?.body).toMatchObject({ hours: 1, minutes: 45 });
  });

  it('warns of the edit limit with the count of edits within 365 days when editing tangible time', async () => {
    await openForm({
      props: { entry: myEntry() },
      profile: {
        timeEntryEditHistory: [
          '2026-11-01T10:00:00.000Z',
          '2026-03-01T10:00:00.000Z',
          '2025-06-01T10:00:00.000Z',
        ].map((date) => ({
          date,
          initialSeconds: 3600,
          newSeconds: 1800,
          originalDateOfWork: '2026-01-01',
          finalDateOfWork: '2026-01-01',
        })),
      },
    });
    expect(screen.getByTestId('time-entry-edit-warning')).toHaveTextContent(msg.editWarning(2));
  });

  it('does not warn those who manage others’ profiles of the edit limit', async () => {
    await openForm({ props: { entry: myEntry() }, permissions: ['putUserProfileImportantInfo'] });
    expect(screen.queryByTestId('time-entry-edit-warning')).not.toBeInTheDocument();
  });

  it('does not warn of the edit limit for intangible time', async () => {
    await openForm({ props: { entry: myEntry({ isTangible: false }) } });
    expect(screen.queryByTestId('time-entry-edit-warning')).not.toBeInTheDocument();
  });

  it('lets one toggle one’s own entry between tangible and intangible only with toggleTangibleTime', async () => {
    await openForm({ props: { entry: myEntry() } });
    expect(screen.getByRole('checkbox', { name: 'Tangible' })).toBeDisabled();
    endSession();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await openForm({ props: { entry: myEntry() }, permissions: ['toggleTangibleTime'] });
    expect(screen.getByRole('checkbox', { name: 'Tangible' })).toBeEnabled();
  });

  it('keeps the time and notes of one’s own entry of an earlier day unless permitted', async () => {
    await openForm({ props: { entry: myEntry({ dateOfWork: '2026-11-20' }) } });
    expect(screen.getByLabelText('Hours')).toBeDisabled();
    expect(screen.getByLabelText(/Notes/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Date/)).toHaveAttribute('readonly');
  });

  it('says the form could not be loaded when the person’s data cannot be read', async () => {
    await startSession(makeToken({ userid: ME, role: 'Volunteer' }));
    stubServer({
      'GET /api/roles': () => answer(200, []),
      [`GET /api/userprofile/${ME}`]: () => answer(200, sampleProfile({ _id: ME })),
      [`GET /api/projects/user/${ME}`]: () => answer(404, { error: 'Not found', code: 'NOT_FOUND' }),
      [`GET /api/tasks/user/${ME}`]: () => answer(200, []),
    });
    renderInApp(<TimeEntryFormModal opened onClose={() => undefined} origin="TimeLog" personId={ME} />);
    expect(await screen.findByText(msg.loadFormFailed)).toBeInTheDocument();
  });
});
