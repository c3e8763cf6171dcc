import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduledReasonMessages, upcomingSundays, type ScheduledReasonJson } from '@hgn/domain/blueSquares';
import { pacificDate, pacificDayToISO } from '@hgn/domain/time';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ScheduledReasons } from './ScheduledReasons';

const userId = '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const [firstSunday, secondSunday] = upcomingSundays(pacificDate(new Date()), 2) as [string, string];
const reasonOf = (date: string, reason: string): ScheduledReasonJson => ({
  _id: `reason-${date}`,
  reason,
  date: pacificDayToISO(date),
  userId,
  isSet: true,
});

describe('scheduled reasons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('schedules a reason for a chosen Sunday and lists it', async () => {
    let reasons: ScheduledReasonJson[] = [];
    const { bodiesOf } = stubServer({
      [`GET /api/reason/${userId}`]: () => answer(200, { reasons }),
      'POST /api/reason': () => {
        reasons = [reasonOf(secondSunday, 'Moving house')];
        return answer(200, reasons[0]);
      },
    });
    renderInApp(<ScheduledReasons userId={userId} />);
    expect(await screen.findByText('No reasons scheduled for missed weeks.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Schedule a reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a reason' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(scheduledReasonMessages.missing)).toBeInTheDocument();

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /The Sunday you return/ }),
      secondSunday,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moving house');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('POST /api/reason')).toEqual([
      { userId, reasonData: { date: secondSunday, message: 'Moving house' } },
    ]);
    expect(await screen.findByText('Moving house')).toBeInTheDocument();
  });

  it('edits the message of an upcoming reason and shows a refusal in the server’s words', async () => {
    const reasons = [reasonOf(firstSunday, 'Exams')];
    let refuse = true;
    const { bodiesOf } = stubServer({
      [`GET /api/reason/${userId}`]: () => answer(200, { reasons }),
      [`PATCH /api/reason/${userId}`]: () =>
        refuse
          ? answer(404, { message: scheduledReasonMessages.notFound, code: 'REASON_NOT_FOUND' })
          : answer(200, { message: scheduledReasonMessages.updated }),
    });
    renderInApp(<ScheduledReasons userId={userId} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit the reason for / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the reason' });
    const text = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Final exams');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(scheduledReasonMessages.notFound);

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf(`PATCH /api/reason/${userId}`).at(-1)).toEqual({
      reasonData: { date: firstSunday, message: 'Final exams' },
    });
  });
});
