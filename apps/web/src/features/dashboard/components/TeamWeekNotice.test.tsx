import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { TeamWeekNotice } from './TeamWeekNotice';

// Friday 27 November 2026, noon Pacific.
fixTheDate('2026-11-27T20:00:00.000Z');
afterEach(() => endSession());

const FRIDAY_END = '2026-11-28T07:59:59.999Z';

type Notice = { kind: string | null; deadline: string | null; title: string | null; message: string | null };
const none: Notice = { kind: null, deadline: null, title: null, message: null };

async function renderNotice(notice: Notice) {
  await startSession(makeToken({ userid: 'volunteer', role: 'Volunteer' }));
  const server = stubServer({
    'GET /api/dashboard/teamweeknotice': () => answer(200, notice),
    'PUT /api/dashboard/teamweeknotice/dismissal': () => answer(200, none),
  });
  renderInApp(<TeamWeekNotice />);
  return server;
}

describe('the team-week notice', () => {
  it('asks for the week by the end of Friday, and is dismissed until next Thursday', async () => {
    const server = await renderNotice({
      kind: 'earlyDeadline',
      deadline: FRIDAY_END,
      title: "Your team's week ends early",
      message: 'Your team asks for this week’s hours and weekly summary by the end of Friday 11/27/2026.',
    });
    const note = await screen.findByRole('note', { name: "Your team's week ends early" });
    expect(note).toHaveTextContent('by the end of Friday 11/27/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss until next Thursday' }));
    await waitFor(() => expect(screen.queryByText("Your team's week ends early")).not.toBeInTheDocument());
    expect(server.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });

  it('reminds a Manager', async () => {
    await renderNotice({
      kind: 'reminder',
      deadline: FRIDAY_END,
      title: "Reminder: your team's week",
      message: 'Check in with anyone who has not logged their time yet.',
    });
    expect(await screen.findByRole('note', { name: "Reminder: your team's week" })).toBeInTheDocument();
  });

  it('shows nothing when there is no notice', async () => {
    const server = await renderNotice(none);
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
