import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ownerMessageMessages as words } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { OwnerMessage } from './OwnerMessage';

const actorWith = (...permissions: string[]): Actor => ({
  userId: 'u-me',
  role: 'Owner',
  permissions: new Set(permissions),
});
const editor = actorWith('editHeaderMessage');

async function renderMessage(
  actor: Actor,
  shown = { message: 'Welcome!', standardMessage: 'Standard' },
  saved = () =>
    answer(201, {
      _serverMessage: 'Update successfully!',
      ownerMessage: { message: 'New words', standardMessage: 'Standard' },
    }),
) {
  await startSession(makeToken({ userid: 'u-me', role: actor.role }));
  const server = stubServer({
    'GET /api/ownerMessage': () => answer(200, { ownerMessage: shown }),
    'PUT /api/ownerMessage': saved,
    'DELETE /api/ownerMessage': () =>
      answer(200, {
        _serverMessage: 'Delete successfully!',
        ownerMessage: { message: '', standardMessage: 'Standard' },
      }),
  });
  renderInApp(<OwnerMessage actor={actor} />);
  return server;
}

const openEditor = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit header message' }));
  return screen.findByRole('textbox', { name: 'Message' });
};

describe('the header message', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the message, else the standard one, with no editing for others', async () => {
    await renderMessage(actorWith());
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit header message' })).not.toBeInTheDocument();
    endSession();
  });

  it('falls back to the standard message', async () => {
    await renderMessage(actorWith(), { message: '', standardMessage: 'Always here' });
    expect(await screen.findByText('Always here')).toBeInTheDocument();
  });

  it('keeps saving off while the text is unchanged, then saves and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await renderMessage(editor);
    const text = await openEditor();
    expect(text).toHaveValue('Welcome!');
    expect(text).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as standard' })).toBeDisabled();
    await userEvent.clear(text);
    await userEvent.type(text, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: words.messageSaved })),
    );
    expect(bodiesOf('PUT /api/ownerMessage')).toEqual([{ newMessage: 'New words', isStandard: false }]);
    expect(await screen.findByText('New words')).toBeInTheDocument();
  });

  it('says why a standard save failed', async () => {
    const show = vi.spyOn(notifications, 'show');
    await renderMessage(editor, undefined, () =>
      answer(400, { code: 'VALIDATION_FAILED', field: 'newMessage', message: 'Too big' }),
    );
    const text = await openEditor();
    await userEvent.type(text, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save as standard' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: words.standardSaveFailed('Too big') }),
      ),
    );
  });

  it('deletes the message and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    await renderMessage(editor);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: words.messageDeleted })),
    );
  });

  it('refuses a file that is not a .jpg, .jpeg or .png picture', async () => {
    await renderMessage(editor);
    await openEditor();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('dialog', { name: words.invalidImageTitle })).toHaveTextContent(
      words.invalidImage,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
