import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { SummaryBar } from './SummaryBar';

async function renderBar(
  role: string,
  profile = sampleProfile({ _id: 'u-me', weeklycommittedHours: 10, tangibleHoursReportedThisWeek: 3.75 }),
) {
  await startSession(makeToken({ userid: 'u-me', role }));
  const server = stubServer({ 'GET /api/roles': () => answer(200, []) });
  renderInApp(
    <>
      <ActorReadyMark />
      <SummaryBar profile={profile} actions={<button type="button">Suggestion</button>} />
    </>,
  );
  await actorReady();
  return { server, bar: screen.getByRole('region', { name: 'Summary' }) };
}

describe('SummaryBar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it("shows this week's tangible hours, the summary's state, badges, blue squares and the actions", async () => {
    const { bar } = await renderBar('Volunteer');
    expect(await within(bar).findByText('3.75 of 10 hours')).toBeInTheDocument();
    expect(within(bar).getByText('Not submitted yet')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Suggestion' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('links the reports for those who may open them, and says a written summary is in', async () => {
    const profile = sampleProfile({
      _id: 'u-me',
      weeklySummaries: [{ dueDate: '2026-11-29T07:59:59.999Z', summary: '<p>Done</p>', uploadDate: null }],
      infringements: [{ _id: 'b1', date: '2026-11-01', description: 'Late', createdDate: '2026-11-01' }],
    });
    const { bar } = await renderBar('Owner', profile);
    expect(within(bar).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/weeklysummariesreport',
    );
    expect(within(bar).getByText('Submitted')).toBeInTheDocument();
    expect(within(within(bar).getByText('Blue squares').parentElement!).getByText('1')).toBeInTheDocument();
    expect(screen.queryByText('signed in')).toBeInTheDocument();
  });
});
