import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { addPacificDays, pacificDate, startOfWeek } from '@hgn/domain/time';
import { endingDateOf, timeOffEndMessages, type TimeOffRequestJson } from '@hgn/domain/timeOff';
import { formatDay } from '../../../ui/formatDate';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { RequestTimeOffButton } from './RequestTimeOffButton';
import { TimeOffForm } from './TimeOffForm';
import { timeOffMessages } from './timeOffMessages';

const userId = '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const nextSunday = () => addPacificDays(pacificDate(startOfWeek(new Date())), 7);

const startingDate = () => screen.getByLabelText(/^starting date/i, { selector: 'input' });
const duration = () => screen.getByLabelText(/^duration \(weeks\)/i, { selector: 'input' });
const reason = () => screen.getByLabelText(/^reason/i, { selector: 'textarea' });
const lastDayOff = (start: string, weeks: number) => `Last day off: ${formatDay(endingDateOf(start, weeks))}`;

function renderForm() {
  const onSubmit = vi.fn<(values: unknown) => Promise<void>>(() => Promise.resolve());
  const onCancel = vi.fn();
  renderInApp(<TimeOffForm userId={userId} submitLabel="Save" onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel };
}

describe('time-off form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts next Sunday for one week of vacation and shows the last day off as the server computes it', async () => {
    renderForm();
    expect(startingDate()).toHaveValue(nextSunday());
    expect(duration()).toHaveValue('1');
    expect(screen.getByText(lastDayOff(nextSunday(), 1))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Vacation' })).toBeChecked();

    await userEvent.clear(duration());
    await userEvent.type(duration(), '3');
    expect(screen.getByText(lastDayOff(nextSunday(), 3))).toBeInTheDocument();
  });

  it('asks for a reason and a duration before submitting', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(timeOffMessages.incomplete);

    await userEvent.type(reason(), 'Family visit');
    await userEvent.clear(duration());
    expect(duration()).toHaveValue('');
    expect(screen.queryByText(/^Last day off/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(timeOffMessages.incomplete);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the period, the reason and its kind', async () => {
    const { onSubmit } = renderForm();
    await userEvent.clear(startingDate());
    await userEvent.type(startingDate(), '2031-03-02');
    await userEvent.clear(duration());
    await userEvent.type(duration(), '2');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.type(reason(), 'Exams');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      startingDate: '2031-03-02',
      duration: 2,
      reason: 'Exams',
      reasonType: 'other',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels without submitting', async () => {
    const { onSubmit, onCancel } = renderForm();
    await userEvent.type(reason(), 'Trip');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('request time off button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Request time off' }));
    return screen.findByRole('dialog', { name: 'Request time off' });
  };

  it('requests time off for the volunteer, says it is scheduled and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const created: TimeOffRequestJson = {
      _id: 'r-1',
      requestFor: userId,
      startingDate: nextSunday(),
      endingDate: endingDateOf(nextSunday(), 1),
      duration: 1,
      reason: 'Family visit',
      reasonType: 'vacationTime',
    };
    const { bodiesOf } = stubServer({
      'POST /api/setTimeOffRequest': () => answer(201, created),
      'GET /api/': () => answer(200, {}),
    });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await openDialog();
    await userEvent.type(reason(), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('POST /api/setTimeOffRequest')).toEqual([
      {
        startingDate: nextSunday(),
        duration: 1,
        reason: 'Family visit',
        reasonType: 'vacationTime',
        requestFor: userId,
      },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: timeOffMessages.scheduled }),
    );
  });

  it("keeps the dialog and its input when the server refuses, and gives the server's reason", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = stubServer({
      'POST /api/setTimeOffRequest': () => answer(400, { message: timeOffEndMessages.endBeforeStart }),
    });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await openDialog();
    await userEvent.type(reason(), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(timeOffEndMessages.endBeforeStart);
    expect(dialog).toBeInTheDocument();
    expect(reason()).toHaveValue('Family visit');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await openDialog();
    await userEvent.type(reason(), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
