import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { addPacificDays, pacificDate, pacificDayToISO, startOfWeek } from '@hgn/domain/time';
import { endingDateOf, type TimeOffRequestJson } from '@hgn/domain/timeOff';
import { formatDay } from '../../../ui/formatDate';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { TimeOffSection } from './TimeOffSection';
import { timeOffMessages } from './timeOffMessages';

const userId = '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const thisSunday = pacificDate(startOfWeek(new Date()));

/** A request as the server sends it, `weeksFromNow` weeks from the start of this Pacific week. */
function requestOf(id: string, weeksFromNow: number, duration: number, reason: string): TimeOffRequestJson {
  const start = addPacificDays(thisSunday, weeksFromNow * 7);
  return {
    _id: id,
    requestFor: userId,
    startingDate: pacificDayToISO(start),
    endingDate: pacificDayToISO(endingDateOf(start, duration)),
    duration,
    reason,
    reasonType: 'vacationTime',
  };
}

const current = requestOf('r-current', 0, 1, 'Family visit');
const upcoming = requestOf('r-upcoming', 2, 2, 'Exams');
const past = requestOf('r-past', -3, 1, 'Moving house');

const periodOf = (request: TimeOffRequestJson) =>
  `${formatDay(request.startingDate)} to ${formatDay(request.endingDate)}`;
function rowOf(request: TimeOffRequestJson): HTMLElement {
  const row = screen
    .getByText(new RegExp(`^${periodOf(request)}`))
    .closest<HTMLElement>('[data-testid="time-off-request"]');
  if (!row) throw new Error(`no row for ${request._id}`);
  return row;
}
const reason = () => screen.getByLabelText(/^reason/i, { selector: 'textarea' });
const duration = () => screen.getByLabelText(/^duration \(weeks\)/i, { selector: 'input' });

function renderSection(
  requests: TimeOffRequestJson[],
  canManage: boolean,
  answers: Record<string, () => Response> = {},
) {
  const server = stubServer({
    'GET /api/getTimeOffRequests': () => answer(200, { [userId]: requests }),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <TimeOffSection userId={userId} canManage={canManage} />
    </ModalsProvider>,
  );
  return server;
}

describe('time-off section', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists current, upcoming and past time off, read-only without the right to manage it', async () => {
    renderSection([past, upcoming, current], false);
    expect(await screen.findByText('Current')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getByText('Past')).toBeInTheDocument();
    expect(rowOf(current)).toHaveTextContent(`${periodOf(current)} (1 week)`);
    expect(rowOf(upcoming)).toHaveTextContent(`${periodOf(upcoming)} (2 weeks)`);
    expect(rowOf(upcoming)).toHaveTextContent(upcoming.reason);
    expect(screen.queryByRole('button', { name: 'Add time off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit time off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete time off' })).not.toBeInTheDocument();
  });

  it('tells about the current absence, or else the next one', async () => {
    renderSection([upcoming, current], false);
    await userEvent.click(await screen.findByRole('button', { name: 'On time off now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Time off' });
    expect(dialog).toHaveTextContent(`This volunteer is off from ${periodOf(current)} (1 week).`);
    expect(dialog).toHaveTextContent(current.reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers the next time off when none is current', async () => {
    renderSection([upcoming, past], false);
    await userEvent.click(await screen.findByRole('button', { name: 'Next time off' }));
    expect(await screen.findByRole('dialog', { name: 'Time off' })).toHaveTextContent(
      `This volunteer is off from ${periodOf(upcoming)} (2 weeks).`,
    );
  });

  it('adds time off for the volunteer once the form is complete', async () => {
    const { bodiesOf } = renderSection([], true, {
      'POST /api/setTimeOffRequest': () => answer(201, upcoming),
    });
    expect(await screen.findByText('No time off requested.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add time off' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(timeOffMessages.incomplete);

    await userEvent.type(reason(), 'Exams');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('POST /api/setTimeOffRequest')).toEqual([
      {
        startingDate: addPacificDays(thisSunday, 7),
        duration: 1,
        reason: 'Exams',
        reasonType: 'vacationTime',
        requestFor: userId,
      },
    ]);
    await waitFor(() => expect(bodiesOf('GET /api/getTimeOffRequests').length).toBe(2));
  });

  it('edits current and upcoming time off but not past time off', async () => {
    const { bodiesOf } = renderSection([past, upcoming, current], true, {
      [`POST /api/updateTimeOffRequest/${upcoming._id}`]: () => answer(200, { ...upcoming, duration: 3 }),
    });
    await screen.findByText('Past');
    expect(screen.getAllByRole('button', { name: 'Edit time off' })).toHaveLength(2);
    expect(within(rowOf(past)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(rowOf(upcoming)).getByRole('button', { name: 'Edit time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time off' });
    expect(reason()).toHaveValue(upcoming.reason);
    expect(duration()).toHaveValue('2');
    await userEvent.clear(duration());
    await userEvent.type(duration(), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf(`POST /api/updateTimeOffRequest/${upcoming._id}`)).toEqual([
      {
        startingDate: upcoming.startingDate.slice(0, 10),
        duration: 3,
        reason: upcoming.reason,
        reasonType: 'vacationTime',
      },
    ]);
  });

  it('keeps the dialog and the input when the server refuses a change, and cancels without sending', async () => {
    const { bodiesOf } = renderSection([upcoming], true, {
      [`POST /api/updateTimeOffRequest/${upcoming._id}`]: () => answer(403, {}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time off' });
    await userEvent.type(reason(), ' abroad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(timeOffMessages.saveFailed);
    expect(reason()).toHaveValue(`${upcoming.reason} abroad`);
    expect(bodiesOf('POST ').length).toBe(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('POST ').length).toBe(1);
  });

  it('deletes time off only once confirmed, and says in the server’s words why it refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    const gone = 'The time-off request was not found';
    const { bodiesOf } = renderSection([upcoming], true, {
      [`DELETE /api/deleteTimeOffRequest/${upcoming._id}`]: () =>
        answer(404, { error: 'Not Found', message: gone, code: 'TIME_OFF_REQUEST_NOT_FOUND' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete time off' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this time off?' });
    expect(confirm).toHaveTextContent(periodOf(upcoming));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(bodiesOf('DELETE ').length).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete time off' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this time off?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: gone })),
    );
    expect(bodiesOf(`DELETE /api/deleteTimeOffRequest/${upcoming._id}`).length).toBe(1);
  });
});
