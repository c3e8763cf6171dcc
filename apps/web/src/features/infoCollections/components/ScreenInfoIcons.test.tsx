import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { DEFAULT_INFO_FONT_SIZE, INFO_TOPICS, type InfoCollectionJson } from '@hgn/domain/infoCollections';
import { infoMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { actorReady, ActorReadyMark } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { ScreenInfoIcons } from './ScreenInfoIcons';

beforeAll(stubTextLayout);

const info = (infoName: string, infoContent: string): InfoCollectionJson => ({
  _id: `info-${infoName}`,
  infoName,
  infoContent,
  visibility: '0',
  fontSize: DEFAULT_INFO_FONT_SIZE,
  CanRead: true,
});
const teams = info('TeamsInfo', '<p>Every volunteer belongs to <strong>one team</strong>.</p>');
const teamCode = info(INFO_TOPICS.teamCode.infoName, '');
const other = info('somethingElse', '<p>Not for this page</p>');

/** Signs in with the role and shows the icons of a screen, the server sending these pop-ups. */
async function renderIcons(
  role: 'Owner' | 'Volunteer',
  screenPath: string,
  infos: InfoCollectionJson[],
  answers: Record<string, () => Response> = {},
) {
  await startSession(makeToken({ userid: `u-${role}`, role }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, [{ _id: 'r-1', roleName: role, permissions: [] }]),
    'GET /api/informations': () => answer(200, infos),
    ...answers,
  });
  renderInApp(
    <>
      <ActorReadyMark />
      <ScreenInfoIcons screen={screenPath} />
    </>,
  );
  await actorReady();
  return server;
}

describe('ScreenInfoIcons', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an icon for each pop-up of the screen the reader may see, which opens its text', async () => {
    await renderIcons('Volunteer', '/teams', [other, teamCode, teams]);
    const icons = await screen.findByRole('navigation', { name: 'About this page' });
    expect(
      within(icons)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`About ${INFO_TOPICS.teams.topic}`, `About ${INFO_TOPICS.teamCode.topic}`]);

    await userEvent.click(within(icons).getByRole('button', { name: `About ${INFO_TOPICS.teams.topic}` }));
    const popup = await screen.findByRole('dialog', { name: INFO_TOPICS.teams.topic });
    const content = await within(popup).findByText('one team');
    expect(content.closest('p')).toHaveTextContent('Every volunteer belongs to one team.');
    expect(content.closest('.mantine-Typography-root')).toHaveStyle({
      fontSize: `${DEFAULT_INFO_FONT_SIZE}px`,
    });
    expect(within(popup).queryByRole('button', { name: /^Edit the content/ })).not.toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing on a screen whose pop-ups the reader may not see or that has none', async () => {
    const { fetchMock } = await renderIcons('Volunteer', '/usermanagement', [teams, other]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/informations', expect.anything()));
    expect(screen.queryByRole('navigation', { name: 'About this page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^About / })).not.toBeInTheDocument();
  });

  it('lets an Owner write the text in the pop-up itself', async () => {
    const show = vi.spyOn(notifications, 'show');
    const put = `PUT /api/informations/${teamCode._id}`;
    const { bodiesOf } = await renderIcons('Owner', '/teams', [teamCode], {
      [put]: () => answer(200, { ...teamCode, infoContent: '<p>Codes group people</p>' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `About ${INFO_TOPICS.teamCode.topic}` }));
    const popup = await screen.findByRole('dialog', { name: INFO_TOPICS.teamCode.topic });
    await userEvent.click(
      within(popup).getByRole('button', { name: `Edit the content of ${teamCode.infoName}` }),
    );
    const editor = await within(popup).findByRole('textbox', { name: 'Info content' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.type(editor, 'Codes group people');
    await userEvent.click(within(popup).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: infoMessages.saved }),
      ),
    );
    expect(bodiesOf(put)).toEqual([{ infoContent: '<p>Codes group people</p>' }]);
  });
});
