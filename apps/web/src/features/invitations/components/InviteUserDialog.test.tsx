import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { authMessages, setupMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { InviteUserDialog } from './InviteUserDialog';

const email = () => screen.getByLabelText(/^email/i, { selector: 'input' });
const hours = () => screen.getByLabelText(/^weekly committed hours/i, { selector: 'input' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('invite user dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts with 10 weekly hours and checks the e-mail', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<InviteUserDialog opened onClose={() => undefined} />);
    expect(hours()).toHaveValue('10');
    await send();
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    await userEvent.type(email(), 'not-an-email');
    await send();
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ 'POST /api/getInitialSetuptoken': () => answer(200, { sent: true }) });
    renderInApp(<InviteUserDialog opened onClose={onClose} />);
    await userEvent.type(email(), 'New.Person@Example.org');
    await userEvent.clear(hours());
    await userEvent.type(hours(), '15');
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf('POST /api/getInitialSetuptoken')).toEqual([
      { email: 'new.person@example.org', weeklyCommittedHours: 15 },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: setupMessages.invitationSent }));
  });

  it('says when the address already belongs to a user', async () => {
    stubServer({
      'POST /api/getInitialSetuptoken': () => answer(400, { error: 'EMAIL_IN_USE', code: 'EMAIL_IN_USE' }),
    });
    renderInApp(<InviteUserDialog opened onClose={() => undefined} />);
    await userEvent.type(email(), 'owner@example.org');
    await send();
    await waitFor(() => expect(email()).toHaveAccessibleDescription(setupMessages.invitationEmailInUse));
  });

  it('refuses an emptied hours field rather than inviting for zero hours', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<InviteUserDialog opened onClose={() => undefined} />);
    await userEvent.type(email(), 'new@example.org');
    await userEvent.clear(hours());
    await send();
    expect(await screen.findByText(setupMessages.weeklyHoursInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
