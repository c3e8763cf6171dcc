import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { SetupInvitationJson } from '@hgn/domain/invitations';
import { setupMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { PendingInvitationsList, invitationState } from './PendingInvitationsList';

const invitation = (overrides: Partial<SetupInvitationJson>): SetupInvitationJson => ({
  _id: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001',
  email: 'ana@example.org',
  weeklyCommittedHours: 10,
  expiration: '2099-01-01T00:00:00.000Z',
  createdDate: '2098-12-11T00:00:00.000Z',
  isCancelled: false,
  ...overrides,
});

describe('pending invitations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tells pending, expired and cancelled invitations apart', () => {
    const now = new Date('2050-01-01T00:00:00Z');
    expect(invitationState(invitation({}), now)).toBe('Pending');
    expect(invitationState(invitation({ expiration: '2049-12-31T00:00:00Z' }), now)).toBe('Expired');
    expect(invitationState(invitation({ isCancelled: true }), now)).toBe('Cancelled');
  });

  it('says when there are none', async () => {
    stubServer({ 'GET /api/getSetupInvitation': () => answer(200, []) });
    renderInApp(<PendingInvitationsList />);
    expect(await screen.findByText(setupMessages.invitationsEmpty)).toBeInTheDocument();
  });

  it('lists each invitation with its hours and status', async () => {
    stubServer({
      'GET /api/getSetupInvitation': () =>
        answer(200, [
          invitation({}),
          invitation({ _id: 'b', email: 'bo@example.org', weeklyCommittedHours: 5, isCancelled: true }),
        ]),
    });
    renderInApp(<PendingInvitationsList />);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ana@example.org',
      'bo@example.org',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

  it('cancels only after confirmation, then reloads the list', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'GET /api/getSetupInvitation': () => answer(200, [invitation({})]),
      'POST /api/cancelSetupInvitationToken': () => answer(200, { message: 'cancelled' }),
    });
    renderInApp(<PendingInvitationsList />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the invitation to ana@example.org' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel invitation' });
    expect(bodiesOf('POST /api/cancelSetupInvitationToken')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: setupMessages.invitationCancelled }),
      ),
    );
    expect(bodiesOf('POST /api/cancelSetupInvitationToken')).toEqual([{ _id: invitation({})._id }]);
    await waitFor(() => expect(bodiesOf('GET /api/getSetupInvitation')).toHaveLength(2));
  });

  it('sends an invitation again after confirmation, and keeps it when the person changes their mind', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'GET /api/getSetupInvitation': () => answer(200, [invitation({})]),
      'POST /api/refreshSetupInvitationToken': () => answer(200, { message: 'sent again' }),
    });
    renderInApp(<PendingInvitationsList />);
    const resend = await screen.findByRole('button', { name: 'Resend the invitation to ana@example.org' });
    await userEvent.click(resend);
    await userEvent.click(screen.getByRole('button', { name: 'Keep as it is' }));
    expect(bodiesOf('POST /api/refreshSetupInvitationToken')).toEqual([]);
    await userEvent.click(resend);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend invitation' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: setupMessages.invitationRefreshed }),
      ),
    );
    expect(bodiesOf('POST /api/refreshSetupInvitationToken')).toEqual([{ _id: invitation({})._id }]);
  });
});
