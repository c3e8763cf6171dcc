import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { TimeEntryJson } from '@hgn/domain/timeEntries';
import { endSession, startSession } from '../../../shared/session/session';
import { taskListKeys } from '../../../shared/queries/taskLists';
import { timeEntryKeys } from '../../../shared/queries/timeEntries';
import { userProfileKeys } from '../../../shared/queries/userProfile';
import { renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { LazyDeleteTimeEntryModal } from './LazyTimeEntryModals';

const entry = { _id: 'e1', personId: 'u-me', dateOfWork: '2026-11-24' } as TimeEntryJson;

async function openDeletion(respond: () => Response) {
  await startSession(makeToken({ userid: 'u-me', role: 'Volunteer' }));
  const server = stubServer({ 'DELETE /api/TimeEntry/e1': respond });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  renderWithProviders(<LazyDeleteTimeEntryModal entry={entry} onClose={onClose} />, { queryClient });
  await screen.findByText(msg.deleteConfirm);
  return { server, onClose, invalidated };
}

describe('DeleteTimeEntryModal', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not loaded while no entry is to be deleted', () => {
    renderWithProviders(<LazyDeleteTimeEntryModal entry={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the entry once confirmed and refreshes entries, task hours and the person’s totals', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, onClose, invalidated } = await openDeletion(() => answer(200, { message: msg.deleted }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.fetchMock).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: msg.deleted }));
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        timeEntryKeys.all,
        taskListKeys.tasks,
        taskListKeys.teamTasks,
        userProfileKeys.one('u-me'),
      ]),
    );
  });

  it('says why a delete was refused, in the server’s words', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { onClose } = await openDeletion(() => answer(403, { error: msg.unauthorized, code: 'FORBIDDEN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: msg.deleteFailed(msg.unauthorized), color: 'red' }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without deleting when cancelled', async () => {
    const { server, onClose } = await openDeletion(() => answer(200, { message: msg.deleted }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});
