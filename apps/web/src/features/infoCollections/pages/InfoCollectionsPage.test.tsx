import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_INFO_FONT_SIZE,
  INFO_VISIBILITY_LABELS,
  infoSchemaMessages,
  type InfoCollectionJson,
} from '@hgn/domain/infoCollections';
import { infoMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { InfoCollectionsPage } from './InfoCollectionsPage';

beforeAll(stubTextLayout);

const teamsInfo: InfoCollectionJson = {
  _id: 'info-teams',
  infoName: 'Teams Page',
  infoContent: '<p>Hello</p>',
  visibility: '0',
  fontSize: DEFAULT_INFO_FONT_SIZE,
  CanRead: true,
};
// Typing starts in an empty pop-up, so where the caret lands cannot change what is saved.
const emptyInfo: InfoCollectionJson = { ...teamsInfo, infoContent: '' };
const infoPath = `/api/informations/${teamsInfo._id}`;

/** Signs in with the role, whose permissions come from the server, and opens the page on one pop-up. */
async function openPageAs(
  role: 'Owner' | 'Administrator',
  permissions: string[],
  answers: Record<string, () => Response> = {},
  info: InfoCollectionJson = teamsInfo,
) {
  await startSession(makeToken({ userid: `u-${role}`, role }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, [{ _id: 'r-1', roleName: role, permissions }]),
    'GET /api/informations': () => answer(200, [info]),
    ...answers,
  });
  renderInApp(
    <ModalsProvider>
      <InfoCollectionsPage />
    </ModalsProvider>,
  );
  return { ...server, card: await screen.findByRole('article', { name: teamsInfo.infoName }) };
}

const openOwnerPage = (answers: Record<string, () => Response> = {}, info = teamsInfo) =>
  openPageAs('Owner', ['createPopup', 'updatePopup'], answers, info);

/** Opens the editor by clicking the content, as an Owner does, types and saves. */
async function editContent(card: HTMLElement, text: string) {
  await userEvent.click(
    within(card).getByRole('button', { name: `Edit the content of ${teamsInfo.infoName}` }),
  );
  const editor = await within(card).findByRole('textbox', { name: 'Info content' }, { timeout: 5000 });
  await userEvent.click(editor);
  await userEvent.type(editor, text);
  await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
}

describe('InfoCollectionsPage', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets an Owner edit the content after clicking it, and says it was saved', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { card, bodiesOf } = await openOwnerPage(
      { [`PUT ${infoPath}`]: () => answer(200, teamsInfo) },
      emptyInfo,
    );
    await editContent(card, 'Bring water');

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: infoMessages.saved }),
      ),
    );
    expect(bodiesOf(`PUT ${infoPath}`)).toEqual([{ infoContent: '<p>Bring water</p>' }]);
    expect(within(card).queryByRole('textbox', { name: 'Info content' })).not.toBeInTheDocument();
  });

  it('keeps the editor and the text when the save fails, and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { card } = await openOwnerPage(
      { [`PUT ${infoPath}`]: () => answer(500, { error: 'Boom' }) },
      emptyInfo,
    );
    await editContent(card, 'Bring water');

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: infoMessages.saveFailed }),
      ),
    );
    expect(within(card).getByRole('textbox', { name: 'Info content' })).toHaveTextContent('Bring water');
  });

  it('lets an Owner change who may read a pop-up, and delete it only after confirming', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { card, bodiesOf } = await openOwnerPage({
      [`PUT ${infoPath}`]: () => answer(200, teamsInfo),
      [`DELETE ${infoPath}`]: () => answer(200, teamsInfo),
    });
    await userEvent.click(within(card).getByRole('combobox', { name: `Who may read ${teamsInfo.infoName}` }));
    await userEvent.click(await screen.findByRole('option', { name: INFO_VISIBILITY_LABELS['1'] }));
    await waitFor(() => expect(bodiesOf(`PUT ${infoPath}`)).toEqual([{ visibility: '1' }]));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: infoMessages.saved })),
    );

    await userEvent.click(within(card).getByRole('button', { name: `Delete ${teamsInfo.infoName}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete ${teamsInfo.infoName}?` });
    expect(bodiesOf(`DELETE ${infoPath}`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(`DELETE ${infoPath}`)).toHaveLength(1));
  });

  it('adds a pop-up visible to everyone at font size 24, then empties the name', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await openOwnerPage({
      'POST /api/informations': () => answer(201, { ...teamsInfo, _id: 'info-new', infoName: 'Welcome' }),
    });
    const name = screen.getByRole('textbox', { name: 'New info name' });
    await userEvent.type(name, ' Welcome ');
    await userEvent.click(screen.getByRole('button', { name: 'Add info' }));

    await waitFor(() => expect(name).toHaveValue(''));
    expect(bodiesOf('POST /api/informations')).toEqual([
      { infoName: 'Welcome', infoContent: '', visibility: '0', fontSize: DEFAULT_INFO_FONT_SIZE },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: infoMessages.saved }));
  });

  it('asks for a name, and keeps it with the reason when the name is taken', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await openOwnerPage({
      'POST /api/informations': () =>
        answer(400, {
          error: infoSchemaMessages.nameTaken,
          message: infoSchemaMessages.nameTaken,
          code: 'INFO_NAME_TAKEN',
          field: 'infoName',
        }),
    });
    const name = screen.getByRole('textbox', { name: 'New info name' });
    await userEvent.click(screen.getByRole('button', { name: 'Add info' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(infoSchemaMessages.nameRequired));
    expect(bodiesOf('POST /api/informations')).toHaveLength(0);

    await userEvent.type(name, 'teams page');
    await userEvent.click(screen.getByRole('combobox', { name: 'Visible to' }));
    await userEvent.click(await screen.findByRole('option', { name: INFO_VISIBILITY_LABELS['2'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add info' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(infoSchemaMessages.nameTaken));
    expect(name).toHaveValue('teams page');
    expect(bodiesOf('POST /api/informations')).toEqual([
      { infoName: 'teams page', infoContent: '', visibility: '2', fontSize: DEFAULT_INFO_FONT_SIZE },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: infoMessages.saveFailed }));
  });

  it('shows an Administrator the content and who may read it, with nothing to edit', async () => {
    const { card, fetchMock } = await openPageAs('Administrator', ['updatePopup']);
    expect(within(card).getByText('Hello')).toBeInTheDocument();
    expect(within(card).getByText(INFO_VISIBILITY_LABELS['0'])).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New info name' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
