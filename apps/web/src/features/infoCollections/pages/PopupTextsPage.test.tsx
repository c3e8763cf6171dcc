import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { popupEditorMessages, type PopupEditorJson } from '@hgn/domain/popupEditors';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { PopupTextsPage } from './PopupTextsPage';

beforeAll(stubTextLayout);

const tips: PopupEditorJson = { _id: 'popup-tips', popupName: 'Summary tips', popupContent: '' };

/** Signs in as an Administrator with the permissions and opens the page on the pop-ups. */
async function openPage(
  permissions: string[],
  popups: PopupEditorJson[],
  answers: Record<string, () => Response> = {},
) {
  await startSession(makeToken({ userid: 'u-admin', role: 'Administrator' }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, [{ _id: 'r-1', roleName: 'Administrator', permissions }]),
    'GET /api/popupeditors': () => answer(200, popups),
    ...answers,
  });
  renderInApp(<PopupTextsPage />);
  await screen.findByRole('heading', { name: 'Popup Texts' });
  return server;
}

describe('PopupTextsPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('edits a text in the rich-text editor and says it was saved', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await openPage(['createPopup', 'updatePopup'], [tips], {
      'POST /api/popupeditor/popup-tips': () => answer(201, { ...tips, popupContent: '<p>Be brief</p>' }),
    });
    const card = await screen.findByRole('article', { name: tips.popupName });
    await userEvent.click(within(card).getByRole('button', { name: `Edit ${tips.popupName}` }));
    const editor = await within(card).findByRole(
      'textbox',
      { name: `Text of ${tips.popupName}` },
      { timeout: 5000 },
    );
    await userEvent.click(editor);
    await userEvent.type(editor, 'Be brief');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodiesOf('POST /api/popupeditor/popup-tips')).toEqual([{ popupContent: '<p>Be brief</p>' }]),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: popupEditorMessages.saved }),
      ),
    );
  });

  it('adds a text with a name, asking for the name first', async () => {
    const { bodiesOf } = await openPage(['createPopup'], [], {
      'POST /api/popupeditors': () => answer(201, { ...tips, _id: 'popup-new', popupName: 'Welcome' }),
    });
    expect(screen.getByText('No popup texts yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New popup text' }));
    const form = screen.getByRole('region', { name: 'New popup text' });
    const editor = await within(form).findByRole(
      'textbox',
      { name: 'Text of the new popup' },
      { timeout: 5000 },
    );
    await userEvent.click(editor);
    await userEvent.type(editor, 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const name = within(form).getByRole('textbox', { name: 'Popup name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(popupEditorMessages.nameRequired));
    expect(bodiesOf('POST /api/popupeditors')).toHaveLength(0);

    await userEvent.type(name, 'Welcome');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf('POST /api/popupeditors')).toEqual([
        { popupName: 'Welcome', popupContent: '<p>Hello</p>' },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'New popup text' })).not.toBeInTheDocument(),
    );
  });

  it('offers each control only to those the server admits', async () => {
    await openPage(['updatePopup'], [{ ...tips, popupContent: '<p>Read me</p>' }]);
    const card = await screen.findByRole('article', { name: tips.popupName });
    expect(within(card).getByText('Read me')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Edit ${tips.popupName}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New popup text' })).not.toBeInTheDocument();
  });

  it('shows a creator without updatePopup the texts with nothing to edit', async () => {
    await openPage(['createPopup'], [tips]);
    const card = await screen.findByRole('article', { name: tips.popupName });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New popup text' })).toBeInTheDocument();
  });
});
