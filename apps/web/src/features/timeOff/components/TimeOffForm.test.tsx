import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { addPacificDays, pacificDate, startOfWeek } from '@hgn/domain/time';
import { timeOffRequestMessages } from '@hgn/domain/messages';
import { endingDateOf, timeOffEndMessages, type TimeOffRequestJson } from '@hgn/domain/timeOff';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { makeToken } from '../../../test/tokens';
import { formatDay } from '../../../ui/formatDate';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { RequestTimeOffButton } from './RequestTimeOffButton';
import { TimeOffForm, type TimeOffFormValues } from './TimeOffForm';
import { timeOffMessages } from './timeOffMessages';

const userId = '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const nextSunday = () => addPacificDays(pacificDate(startOfWeek(new Date())), 7);

const startingDate = () => screen.getByLabelText(/^starting date/i, { selector: 'input' });
const duration = () => screen.getByLabelText(/^duration \(weeks\)/i, { selector: 'input' });
const reason = () => screen.getByLabelText(/^reason/i, { selector: 'textarea' });
const lastDayOff = (start: string, weeks: number) => `Last day off: ${formatDay(endingDateOf(start, weeks))}`;

function renderForm(initial?: TimeOffFormValues) {
  const onSubmit = vi.fn<(values: unknown) => Promise<void>>(() => Promise.resolve());
  const onCancel = vi.fn();
  renderInApp(
    <>
      <TimeOffForm
        userId={userId}
        initial={initial}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
      <ActorReadyMark />
    </>,
  );
  return { onSubmit, onCancel };
}

/** Signs in as a volunteer whose role grants nothing, with these permissions of their own. */
async function signInAsVolunteer(permissions: string[] = []) {
  await startSession(makeToken({ userid: userId, role: 'Volunteer', frontPermissions: permissions }));
  stubServer({ 'GET /api/roles': () => answer(200, []) });
}

const yesterday = () => addPacificDays(pacificDate(new Date()), -1);

async function enterStart(day: string) {
  await userEvent.clear(startingDate());
  await userEvent.type(startingDate(), day);
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
    await enterStart('2031-03-02');
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

  describe('a start in the past', () => {
    afterEach(() => endSession());

    it('is refused to a volunteer with the server’s sentence, before anything is sent', async () => {
      await signInAsVolunteer();
      const { onSubmit } = renderForm();
      await actorReady();
      await enterStart(yesterday());
      await userEvent.type(reason(), 'Flu');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent(timeOffRequestMessages.startInPast);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('is kept when a volunteer edits a request already under way', async () => {
      await signInAsVolunteer();
      const underWay = {
        startingDate: yesterday(),
        duration: 1,
        reason: 'Flu',
        reasonType: 'other' as const,
      };
      const { onSubmit } = renderForm(underWay);
      await actorReady();
      await userEvent.type(reason(), ' and rest');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSubmit).toHaveBeenCalledWith({ ...underWay, reason: 'Flu and rest' });
    });

    it('is sent for someone who manages time off', async () => {
      await signInAsVolunteer(['manageTimeOffRequests']);
      const { onSubmit } = renderForm();
      await actorReady();
      await enterStart(yesterday());
      await userEvent.type(reason(), 'Flu');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ startingDate: yesterday() }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
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
  // On one's own dashboard, as a volunteer.
  beforeEach(() => startSession(makeToken({ userid: userId, role: 'Volunteer' })));
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const openDialog = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    // The form loads when the dialog first opens.
    await waitFor(reason);
    return dialog;
  };

  /** Opens the dialog, gives the reason and sends the request. */
  const requestInDialog = async (why: string) => {
    const dialog = await openDialog();
    await userEvent.type(reason(), why);
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    return dialog;
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
      'GET /api/roles': () => answer(200, []),
      'GET /api/': () => answer(200, {}),
    });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await requestInDialog('Family visit');

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
    const { bodiesOf } = stubServer({
      'POST /api/setTimeOffRequest': () => answer(400, { message: timeOffEndMessages.endBeforeStart }),
      'GET /api/roles': () => answer(200, []),
    });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await requestInDialog('Family visit');

    expect(await screen.findByRole('alert')).toHaveTextContent(timeOffEndMessages.endBeforeStart);
    expect(dialog).toBeInTheDocument();
    expect(reason()).toHaveValue('Family visit');
    expect(bodiesOf('POST /api/setTimeOffRequest')).toHaveLength(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('gives the server’s sentence when the period overlaps time off already scheduled, then takes other dates', async () => {
    const overlap = timeOffRequestMessages.overlapsScheduled('03/01/2031', '03/14/2031');
    let isFirst = true;
    stubServer({
      'POST /api/setTimeOffRequest': () => {
        if (!isFirst) return answer(201, { _id: 'r-2', requestFor: userId });
        isFirst = false;
        return answer(409, {
          error: overlap,
          message: overlap,
          code: 'TIME_OFF_OVERLAP',
          field: 'startingDate',
        });
      },
      'GET /api/roles': () => answer(200, []),
      'GET /api/': () => answer(200, {}),
    });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await requestInDialog('Second trip');

    expect(await screen.findByRole('alert')).toHaveTextContent(overlap);
    expect(dialog).toBeInTheDocument();

    await enterStart('2031-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('closes on Cancel without sending anything', async () => {
    const { bodiesOf } = stubServer({ 'GET /api/roles': () => answer(200, []) });
    renderInApp(<RequestTimeOffButton userId={userId} />);
    const dialog = await openDialog();
    await userEvent.type(reason(), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('POST /api/')).toEqual([]);
  });
});
