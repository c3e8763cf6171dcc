import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { announcementMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { AnnouncementComposer } from './AnnouncementComposer';

beforeAll(stubTextLayout);

const toasted = (color: string, message: string) =>
  expect.objectContaining({ color, message }) as unknown as Parameters<typeof notifications.show>[0];

async function write({ to, subject, message }: { to?: string; subject?: string; message?: string }) {
  if (to) await userEvent.type(screen.getByRole('textbox', { name: /Recipients/ }), to);
  if (subject) await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), subject);
  if (message) {
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.click(editor);
    await userEvent.type(editor, message);
  }
}

describe('AnnouncementComposer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for at least one address and sends nothing', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ subject: 'Hi', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByText('Error: Empty Email List. Please enter AT LEAST One email.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the invalid addresses and sends nothing', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ to: 'ok@example.org, wrong, bad@x', subject: 'Hi', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Error: Invalid email addresses: wrong, bad@x')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a subject and a message', async () => {
    stubServer({});
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ to: 'ok@example.org' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
  });

  it('takes an error away once its field is fixed', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/send-emails': () => answer(200, { message: 'Email successfully sent' }),
    });
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ to: 'wrong', subject: 'Hi', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    const recipients = screen.getByRole('textbox', { name: /Recipients/ });
    await waitFor(() =>
      expect(recipients).toHaveAccessibleDescription(
        expect.stringContaining(announcementMessages.invalidAddresses(['wrong'])),
      ),
    );
    expect(bodiesOf('POST /api/send-emails')).toEqual([]);

    await userEvent.type(recipients, '@example.org');
    await waitFor(() =>
      expect(screen.queryByText(announcementMessages.invalidAddresses(['wrong']))).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    await waitFor(() =>
      expect(bodiesOf('POST /api/send-emails')).toEqual([
        { to: 'wrong@example.org', subject: 'Hi', html: '<p>Hello</p>' },
      ]),
    );
  });

  it("says the server's refusal of the message under the message, until the message changes", async () => {
    stubServer({
      'POST /api/send-emails': () =>
        answer(400, {
          message: announcementMessages.messageRequired,
          code: 'VALIDATION_FAILED',
          field: 'html',
        }),
    });
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ to: 'a@example.org', subject: 'Hi', message: 'Hello' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(editor).toHaveAccessibleDescription(announcementMessages.messageRequired));

    await userEvent.type(editor, ' again');
    await waitFor(() => expect(editor).not.toHaveAccessibleDescription(announcementMessages.messageRequired));
  });

  it('asks a broadcast for its subject and message only, and sends nothing without them', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(
      <ModalsProvider>
        <AnnouncementComposer canBroadcast />
      </ModalsProvider>,
    );
    await write({ to: 'wrong' });
    await userEvent.click(screen.getByRole('button', { name: 'Broadcast to all subscribers' }));
    expect(await screen.findByText(announcementMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(announcementMessages.messageRequired)).toBeInTheDocument();
    expect(screen.queryByText(announcementMessages.invalidAddresses(['wrong']))).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the list, subject and HTML and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'POST /api/send-emails': () => answer(200, { message: 'Email successfully sent' }),
    });
    renderInApp(<AnnouncementComposer canBroadcast={false} />);
    await write({ to: 'a@example.org, b@example.org', subject: 'Garden day', message: 'Come along' });
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('green', 'Email successfully sent')));
    expect(bodiesOf('POST /api/send-emails')).toEqual([
      { to: 'a@example.org, b@example.org', subject: 'Garden day', html: '<p>Come along</p>' },
    ]);
    expect(screen.queryByRole('button', { name: 'Broadcast to all subscribers' })).not.toBeInTheDocument();
  });

  it('sends no broadcast until it is confirmed', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(
      <ModalsProvider>
        <AnnouncementComposer canBroadcast />
      </ModalsProvider>,
    );
    await write({ subject: 'To all', message: 'News' });
    await userEvent.click(screen.getByRole('button', { name: 'Broadcast to all subscribers' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Broadcast to all subscribers?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('broadcasts without a list once confirmed, and says a failure in the server words or the spec text', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'POST /api/broadcast-emails': () => answer(403, { code: 'FORBIDDEN' }),
    });
    renderInApp(
      <ModalsProvider>
        <AnnouncementComposer canBroadcast />
      </ModalsProvider>,
    );
    await write({ subject: 'To all', message: 'News' });
    await userEvent.click(screen.getByRole('button', { name: 'Broadcast to all subscribers' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Broadcast to all subscribers?' });
    expect(confirmation).toHaveTextContent('“To all” goes to every volunteer');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Broadcast' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', 'Error sending email')));
    expect(bodiesOf('POST /api/broadcast-emails')).toEqual([{ subject: 'To all', html: '<p>News</p>' }]);
  });
});
