import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { LessonJson } from '@hgn/domain/buildingManagement';
import { lessonMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { LessonListPage } from './LessonListPage';

stubTextLayout();

const mine: LessonJson = {
  _id: 'l-1',
  title: 'Cure the earthbags',
  date: new Date().toISOString(),
  tags: ['Building 1'],
  content: `<p>${'Wait a week. '.repeat(200)}</p>`,
  author: { id: 'u-me', name: 'Lena Writer' },
  relatedProject: { id: 'p-1', name: 'Earthbag Village' },
  totalLikes: 3,
  allowedRoles: [],
  files: [],
  likedByMe: false,
};
const theirs: LessonJson = {
  ...mine,
  _id: 'l-2',
  title: 'Order lime early',
  content: '<p>Lime takes two weeks.</p>',
  author: { id: 'u-other', name: 'Ade Mason' },
  totalLikes: 0,
};

async function openList(routes: Record<string, () => Response>, frontPermissions: string[] = []) {
  await startSession(
    makeToken({ userid: 'u-me', role: 'Volunteer', frontPermissions, access: { canAccessBMPortal: true } }),
  );
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/bm/tags': () => answer(200, ['Building 1', 'Building 2', 'Building 3']),
    ...routes,
  });
  renderInApp(
    <>
      <ActorReadyMark />
      <LessonListPage />
    </>,
  );
  await actorReady();
  return server;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('lessons list', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Edit and Delete on the lessons the caller wrote only', async () => {
    await openList({ 'GET /api/bm/lessons': () => answer(200, [mine, theirs]) });
    await screen.findByRole('article', { name: mine.title });
    expect(within(card(mine.title)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card(mine.title)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(card(theirs.title)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card(theirs.title)).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('cuts a long lesson at 1500 characters and shows the rest on demand', async () => {
    await openList({ 'GET /api/bm/lessons': () => answer(200, [mine]) });
    const lesson = await screen.findByRole('article', { name: mine.title });
    expect(within(lesson).getByText(/…$/)).toBeInTheDocument();
    await userEvent.click(within(lesson).getByRole('button', { name: 'Show more' }));
    expect(within(lesson).queryByText(/…$/)).not.toBeInTheDocument();
    expect(within(lesson).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('refuses an emptied lesson in the edit dialog with "Summary cannot be empty."', async () => {
    const server = await openList({ 'GET /api/bm/lessons': () => answer(200, [theirs, mine]) });
    await userEvent.click(
      within(await screen.findByRole('article', { name: mine.title })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog');
    const editor = within(dialog).getByRole('textbox');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(lessonMessages.contentRequired)).toBeInTheDocument();
    expect(server.fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('offers tag deletion only to those who may update projects', async () => {
    await openList({ 'GET /api/bm/lessons': () => answer(200, []) });
    expect(await screen.findByText(lessonMessages.noLessons)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete tags' })).not.toBeInTheDocument();
  });

  it('says "One or more tags don\'t exist" when a tag to delete is gone', async () => {
    const show = vi.spyOn(notifications, 'show');
    await openList(
      {
        'GET /api/bm/lessons': () => answer(200, []),
        'DELETE /api/bm/tags': () =>
          answer(404, { code: 'LESSON_TAGS_NOT_FOUND', message: lessonMessages.tagsNotFound }),
      },
      ['putProject'],
    );
    expect(await screen.findByText(lessonMessages.noLessons)).toBeInTheDocument();
    await userEvent.click(screen.getByPlaceholderText('Choose tags'));
    await userEvent.click(await screen.findByRole('option', { name: 'Building 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete tags' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: lessonMessages.tagsNotFound })),
    );
  });

  it('says "Failed to load data" when the lessons cannot be loaded', async () => {
    await openList({ 'GET /api/bm/lessons': () => answer(400, { message: 'no' }) });
    expect(await screen.findByText(lessonMessages.loadFailed)).toBeInTheDocument();
  });
});
