import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventJson } from '@hgn/domain/audit';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { catchSavedFiles } from '../../../test/savedFiles';
import { AuditLogPage } from './AuditLogPage';

const OWNER = '0b1c2d3e-0000-4000-8000-000000000001';
const PERSON = '0b1c2d3e-0000-4000-8000-000000000002';

const event = (fields: Partial<AuditEventJson>): AuditEventJson => ({
  _id: crypto.randomUUID(),
  type: 'session.revoked',
  at: '2026-11-22T18:30:00.000Z',
  actorId: PERSON,
  userId: PERSON,
  address: '203.0.113.5',
  detail: { sessionId: 'abc' },
  ...fields,
});

const people = [
  {
    _id: OWNER,
    firstName: 'Olive',
    lastName: 'Owner',
    isActive: true,
    startDate: null,
    createdDate: null,
    endDate: null,
  },
  {
    _id: PERSON,
    firstName: 'Pat',
    lastName: 'Person',
    isActive: true,
    startDate: null,
    createdDate: null,
    endDate: null,
  },
];

/** Answers the list with `events` and the total in its header. */
const listed = (events: AuditEventJson[], total = events.length) =>
  new Response(JSON.stringify(events), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

describe('AuditLogPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each event with its type, Pacific time, people by name, address and detail', async () => {
    stubServer({
      'GET /api/audit': () =>
        listed([
          event({}),
          event({ type: 'password.reset', actorId: OWNER, address: '198.51.100.1', detail: {} }),
        ]),
      'GET /api/userprofile/basicInfo': () => answer(200, people),
    });
    renderInApp(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('When (Pacific time)');
    await waitFor(() => expect(rows[1]).toHaveTextContent('Pat Person'));
    expect(rows[1]).toHaveTextContent('Session ended');
    expect(rows[1]).toHaveTextContent('11/22/2026');
    expect(rows[1]).toHaveTextContent('sessionId: "abc"');
    expect(rows[2]).toHaveTextContent('Password reset');
    expect(rows[2]).toHaveTextContent('Olive Owner');
    expect(rows[2]).toHaveTextContent('198.51.100.1');
  });

  it('filters by type and dates, pages to older events while a page is full, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({
      'GET /api/audit?page=1': () =>
        listed(
          Array.from({ length: 50 }, (_, i) => event({ _id: `e${i}` })),
          120,
        ),
      'GET /api/audit?page=2': () => listed([event({ address: '192.0.2.2' })], 120),
      'GET /api/audit?type=password.changed': () => listed([]),
      'GET /api/userprofile/basicInfo': () => answer(200, people),
    });
    renderInApp(<AuditLogPage />);
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer events' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Older events' }));
    expect(await screen.findByText('192.0.2.2')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older events' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Password changed' }));
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => urlOf(input))
      .filter((url) => url.includes('/api/audit'));
    expect(asked.at(-1)).toBe('/api/audit?type=password.changed&page=1&limit=50');

    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The start must not be after the end.')).toBeInTheDocument();
  });

  it('exports every matching event as CSV with the filters', async () => {
    const user = userEvent.setup();
    const files = catchSavedFiles();
    const { fetchMock } = stubServer({
      'GET /api/audit?format=csv': () =>
        new Response('type,at,actor,user,address,detail\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv' },
        }),
      'GET /api/audit': () => listed([event({})]),
      'GET /api/userprofile/basicInfo': () => answer(200, people),
    });
    renderInApp(<AuditLogPage />);
    await screen.findByRole('table', { name: 'Audit events' });
    await user.click(screen.getByRole('button', { name: 'Export the audit log as CSV' }));
    await waitFor(() => expect(files.names).toEqual(['audit-log.csv']));
    expect(fetchMock.mock.calls.some(([input]) => urlOf(input) === '/api/audit?format=csv')).toBe(true);
  });
});
