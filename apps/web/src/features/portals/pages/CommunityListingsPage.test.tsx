import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { Route, Routes } from 'react-router';
import type { CommunityListingJson } from '@hgn/domain/communityPortal';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { CommunityEventsPage } from './CommunityListingsPage';

const fair: CommunityListingJson = {
  _id: 'e-1',
  title: 'Harvest Fair',
  description: 'Stalls and music',
  location: 'Village green',
  startsAt: '2026-12-05T18:00:00.000Z',
  endsAt: '2026-12-05T22:00:00.000Z',
};

describe('the community events page', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('deletes an event only once its deletion is confirmed', async () => {
    await startSession(
      makeToken({ role: 'Administrator', access: { canAccessBMPortal: false, canAccessCPPortal: true } }),
    );
    const { fetchMock } = stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/communityportal/events': () => answer(200, [fair]),
      'DELETE /api/communityportal/events/e-1': () => answer(200, { message: 'deleted' }),
    });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderInApp(
      <ModalsProvider>
        <ActorReadyMark />
        <Routes>
          <Route path="/communityportal" element={<CommunityEventsPage />} />
        </Routes>
      </ModalsProvider>,
      { route: '/communityportal' },
    );
    await actorReady();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harvest Fair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Harvest Fair"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Harvest Fair' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });
});
