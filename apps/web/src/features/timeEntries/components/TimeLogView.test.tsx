import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { timeEntryMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { sampleTimeEntry } from '../../../test/timeEntries';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { TimeLogView } from './TimeLogView';

const vera = '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00';

function LocationHash() {
  return <output aria-label="hash">{useLocation().hash}</output>;
}

interface Setup {
  hash?: string;
  viewer?: { userid: string; role: string; frontPermissions?: string[] };
  person?: Parameters<typeof sampleProfile>[0];
  openTaskCount?: number;
  entries?: unknown[];
  onBadgesOpened?: () => void;
}

/** Signs in as `viewer` (whose role grants nothing beyond `frontPermissions`) and opens Vera's time log. */
async function renderTimeLog({
  hash = '',
  viewer = { userid: vera, role: 'Volunteer' },
  person,
  openTaskCount = 0,
  entries = [],
  onBadgesOpened,
}: Setup = {}) {
  await startSession(makeToken(viewer));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    [`GET /api/userprofile/${vera}`]: () => answer(200, sampleProfile({ _id: vera, ...person })),
    [`GET /api/TimeEntry/user/${vera}/`]: () => answer(200, entries),
    'DELETE /api/TimeEntry/': () => answer(200, { message: 'Successfully deleted' }),
  });
  renderInApp(
    <>
      <TimeLogView
        userId={vera}
        openTaskCount={openTaskCount}
        renderTasks={() => <p>the person’s tasks</p>}
        renderSummaries={() => <p>the person’s summaries</p>}
        onBadgesOpened={onBadgesOpened}
      />
      <LocationHash />
    </>,
    { route: `/timelog/${vera}${hash}` },
  );
  await screen.findByRole('heading', { name: 'Time Log of Vera Volunteer' });
  return server;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const entryReads = (fetchMock: ReturnType<typeof stubServer>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => urlOf(url)).filter((url) => url.includes('/TimeEntry/user/'));

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('TimeLogView tabs', () => {
  it('opens on the tab the location hash names and writes the chosen tab into the hash', async () => {
    await renderTimeLog({ hash: '#weeklySummaries', openTaskCount: 3 });
    expect(selectedTab()).toHaveTextContent('Weekly Summaries');
    expect(screen.getByText('the person’s summaries')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    expect(selectedTab()).toHaveTextContent('Last Week');
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent('#lastWeek');
  });

  it('opens on Tasks for a volunteer with open tasks, else on the current week', async () => {
    await renderTimeLog({ openTaskCount: 2 });
    expect(selectedTab()).toHaveTextContent('Tasks');
    expect(screen.getByText('the person’s tasks')).toBeInTheDocument();
  });

  it('opens on the current week for a volunteer without open tasks and for other roles', async () => {
    await renderTimeLog({ person: { role: 'Manager' }, openTaskCount: 4 });
    expect(selectedTab()).toHaveTextContent('Current Week Timelog');
    expect(await screen.findByText('No time logged this week.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    await renderTimeLog({ hash: '#lastWeek' });
    screen.getByRole('tab', { name: 'Last Week' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Week Before Last');
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent('#beforeLastWeek');
  });

  it('calls onBadgesOpened each time the Badges tab opens, its pill showing the new badges', async () => {
    const onBadgesOpened = vi.fn();
    await renderTimeLog({ hash: '#badgesearned', person: { badgeCount: 3 }, onBadgesOpened });
    expect(screen.getByRole('tab', { name: /Badges/ })).toHaveAccessibleName('Badges: 3 new');
    expect(onBadgesOpened).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly Summaries' }));
    expect(onBadgesOpened).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('tab', { name: /Badges/ }));
    expect(onBadgesOpened).toHaveBeenCalledTimes(2);
  });
});

describe('TimeLogView weeks on a Saturday night, Pacific', () => {
  fixTheDate('2026-11-29T07:30:00Z'); // Saturday 28 November, 23:30 PST

  it('reads Sunday to Saturday of this week and of the two before it', async () => {
    const { fetchMock } = await renderTimeLog({ hash: '#currentWeek' });
    await screen.findByText('No time logged this week.');
    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Week Before Last' }));
    await screen.findByText('11/08/2026 – 11/14/2026');
    expect(entryReads(fetchMock)).toEqual([
      `/api/TimeEntry/user/${vera}/2026-11-22/2026-11-28`,
      `/api/TimeEntry/user/${vera}/2026-11-15/2026-11-21`,
      `/api/TimeEntry/user/${vera}/2026-11-08/2026-11-14`,
    ]);
  });

  it('shows the week’s totals and each day with its total, latest day first', async () => {
    await renderTimeLog({
      hash: '#currentWeek',
      entries: [
        sampleTimeEntry({ _id: 'a', dateOfWork: '2026-11-23', hours: 1, minutes: 45 }),
        sampleTimeEntry({ _id: 'b', dateOfWork: '2026-11-27', hours: 0, minutes: 20, isTangible: false }),
        sampleTimeEntry({ _id: 'c', dateOfWork: '2026-11-23', hours: 2, minutes: 30 }),
      ],
    });
    const monday = await screen.findByRole('region', { name: '11/23/2026' });
    expect(within(monday).getByText('Day total 4:15')).toBeInTheDocument();
    expect(within(monday).getAllByRole('listitem')).toHaveLength(2);
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['11/27/2026', '11/23/2026']);
    expect(screen.getByText('Tangible 4:15')).toBeInTheDocument();
    expect(screen.getByText('Intangible 0:20')).toBeInTheDocument();
    expect(screen.getByText('11/22/2026 – 11/28/2026')).toBeInTheDocument();
  });
});

describe('TimeLogView entry cards', () => {
  fixTheDate('2026-11-29T07:30:00Z'); // Saturday 28 November, 23:30 PST
  const entries = [
    sampleTimeEntry({ _id: 'today', dateOfWork: '2026-11-28' }),
    sampleTimeEntry({ _id: 'monday', dateOfWork: '2026-11-23' }),
  ];

  it('offers a volunteer edit and delete of their own entry of today only, and deletes after asking', async () => {
    const { fetchMock } = await renderTimeLog({ hash: '#currentWeek', entries });
    await screen.findByRole('region', { name: '11/23/2026' });
    expect(screen.queryByRole('button', { name: /11\/23\/2026/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the time entry of 11/28/2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the time entry of 11/28/2026' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => urlOf(url)),
      ).toEqual(['/api/TimeEntry/today']),
    );
    await waitFor(() => expect(entryReads(fetchMock)).toHaveLength(2));
  });

  it('offers no change of another’s entries to a viewer without the rights', async () => {
    await renderTimeLog({ hash: '#currentWeek', entries, viewer: { userid: 'u-other', role: 'Manager' } });
    await screen.findByRole('region', { name: '11/28/2026' });
    expect(screen.queryByRole('button', { name: /time entry/ })).not.toBeInTheDocument();
  });
});

describe('TimeLogView weeks on a Sunday morning, Pacific', () => {
  fixTheDate('2026-11-29T08:30:00Z'); // Sunday 29 November, 00:30 PST

  it('has started a new week', async () => {
    const { fetchMock } = await renderTimeLog({ hash: '#currentWeek' });
    await screen.findByText('No time logged this week.');
    expect(entryReads(fetchMock)).toEqual([`/api/TimeEntry/user/${vera}/2026-11-29/2026-12-05`]);
  });
});

describe('TimeLogView search by date range', () => {
  fixTheDate('2026-11-25T19:00:00Z');

  it('refuses a From date after the To date with the spec’s words, and reads a valid range', async () => {
    const { fetchMock } = await renderTimeLog({ hash: '#dateRange' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(timeEntryMessages.invalidDateRange);
    expect(entryReads(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No time logged in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(entryReads(fetchMock)).toEqual([`/api/TimeEntry/user/${vera}/2026-11-01/2026-11-10`]);
  });
});

describe('TimeLogView add buttons', () => {
  const manager = (role: string, frontPermissions: string[] = []) => ({
    userid: 'u-other',
    role,
    frontPermissions,
  });
  const buttonNames = () =>
    screen.queryAllByRole('button', { name: /Add/ }).map((button) => button.textContent);

  it('offers one’s own log intangible time only', async () => {
    await renderTimeLog();
    expect(buttonNames()).toEqual(['Add Intangible Time Entry']);
  });

  it('opens the time entry form from the add button', async () => {
    await renderTimeLog();
    await userEvent.click(screen.getByRole('button', { name: 'Add Intangible Time Entry' }));
    expect(await screen.findByRole('dialog', { name: timeEntryMessages.formTitle })).toBeInTheDocument();
  });

  it('offers another’s log time to holders of putUserProfileImportantInfo', async () => {
    await renderTimeLog({ viewer: manager('Manager', ['putUserProfileImportantInfo']) });
    expect(buttonNames()).toEqual(['Add Time Entry']);
  });

  it('offers nothing on another’s log without the right', async () => {
    await renderTimeLog({ viewer: manager('Manager') });
    expect(buttonNames()).toEqual([]);
  });

  it('keeps an Owner’s log from anyone but an Owner', async () => {
    await renderTimeLog({
      viewer: manager('Administrator', ['putUserProfileImportantInfo']),
      person: { role: 'Owner' },
    });
    expect(buttonNames()).toEqual([]);
  });

  it('offers an Owner’s log time to an Owner', async () => {
    await renderTimeLog({
      viewer: manager('Owner', ['putUserProfileImportantInfo']),
      person: { role: 'Owner' },
    });
    expect(buttonNames()).toEqual(['Add Time Entry']);
  });
});
