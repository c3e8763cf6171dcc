import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { sendNotificationMessages } from '@hgn/domain/notifications';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { SendNotificationButton } from './SendNotificationButton';

const recipient = { _id: 'u-ana', firstName: 'Ana', lastName: 'Lima', isActive: true };

async function renderButton(role: string, sent: () => Response = () => answer(201, {}), shown = recipient) {
  await startSession(makeToken({ userid: 'u-me', role }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'POST /api/notification': sent,
  });
  renderInApp(
    <>
      <SendNotificationButton recipient={shown} />
      <ActorReadyMark />
    </>,
  );
  await actorReady();
  return server;
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
  return screen.findByRole('textbox', { name: /Message/ });
};

describe('sending a notification from a profile', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['Owner', 'Administrator'])('lets an %s send one to the person', async (role) => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await renderButton(role);
    const message = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Send a notification to Ana Lima' })).toBeInTheDocument();
    await userEvent.type(message, 'Welcome to the <a href="https://example.org">garden</a>');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: sendNotificationMessages.sent })),
    );
    expect(bodiesOf('POST /api/notification')).toEqual([
      { message: 'Welcome to the <a href="https://example.org">garden</a>', recipient: 'u-ana' },
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['to a Manager', 'Manager', recipient],
    ['to a Volunteer', 'Volunteer', recipient],
    ['for an inactive person', 'Owner', { ...recipient, isActive: false }],
  ])('is not offered %s', async (_who, role, shown) => {
    await renderButton(role, undefined, shown);
    expect(screen.queryByRole('button', { name: 'Send notification' })).not.toBeInTheDocument();
  });

  it('asks for a message before sending anything', async () => {
    const { fetchMock } = await renderButton('Owner');
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(sendNotificationMessages.messageRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('puts a message with no text left on its field, and other refusals in the server’s words', async () => {
    const show = vi.spyOn(notifications, 'show');
    let refusal = answer(400, {
      code: 'VALIDATION_FAILED',
      field: 'message',
      message: sendNotificationMessages.messageRequired,
    });
    await renderButton('Owner', () => refusal);
    const message = await openDialog();
    await userEvent.type(message, '<script>alert(1)</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(sendNotificationMessages.messageRequired)).toBeInTheDocument();

    refusal = answer(404, { code: 'RECIPIENT_NOT_FOUND', message: 'The recipient was not found' });
    await userEvent.clear(message);
    await userEvent.type(message, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The recipient was not found', color: 'red' }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
