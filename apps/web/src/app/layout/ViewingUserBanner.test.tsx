import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { DashboardView } from '../../features/dashboard';
import { endSession, startSession } from '../../shared/session/session';
import {
  readViewingUser,
  startViewingUser,
  VIEWING_USER_STORAGE_KEY,
} from '../../shared/session/viewingUser';
import { renderInApp } from '../../test/render';
import { answer, stubServer } from '../../test/server';
import { makeToken } from '../../test/tokens';
import { sampleProfile } from '../../test/users';
import { ViewingUserBanner } from './ViewingUserBanner';

const ownId = 'u-owner';
const own = sampleProfile({ _id: ownId, firstName: 'Olive', lastName: 'Owner', role: 'Owner' });
const vera = sampleProfile({ profilePic: 'https://pictures.example/vera.png' });

async function signIn(role: string) {
  await startSession(makeToken({ userid: ownId, role }));
  stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/getTimeOffRequests': () => answer(200, {}),
    [`GET /api/userprofile/${ownId}`]: () => answer(200, own),
    [`GET /api/userprofile/${vera._id}`]: () => answer(200, vera),
  });
}

/** The dashboard routes with the header's banner above them. */
const renderDashboard = (route: string) =>
  renderInApp(
    <>
      <ViewingUserBanner />
      <Routes>
        <Route path="/dashboard" element={<DashboardView />} />
        <Route path="/dashboard/:userId" element={<DashboardView />} />
      </Routes>
    </>,
    { route },
  );

describe('viewing another user', () => {
  afterEach(() => {
    endSession();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it("starts when an Owner opens someone's dashboard, and keeps /dashboard on them until Leave", async () => {
    await signIn('Owner');
    renderDashboard(`/dashboard/${vera._id}`);
    expect(await screen.findByText("You are viewing Vera's dashboard")).toBeInTheDocument();
    expect(readViewingUser()).toEqual({
      userId: vera._id,
      firstName: 'Vera',
      profilePic: 'https://pictures.example/vera.png',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(window.sessionStorage.getItem(VIEWING_USER_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/You are viewing/)).not.toBeInTheDocument();
    expect(await screen.findByText('Olive Owner')).toBeInTheDocument();
  });

  it('shows the viewed person at /dashboard while the view lasts', async () => {
    await signIn('Administrator');
    startViewingUser({ userId: vera._id, firstName: 'Vera', profilePic: '' });
    renderDashboard('/dashboard');
    expect(await screen.findByText('Vera Volunteer')).toBeInTheDocument();
    expect(screen.getByText("You are viewing Vera's dashboard")).toBeInTheDocument();
  });

  it("does not start for other roles opening someone's dashboard", async () => {
    await signIn('Manager');
    renderDashboard(`/dashboard/${vera._id}`);
    expect(await screen.findByText('Vera Volunteer')).toBeInTheDocument();
    expect(readViewingUser()).toBeNull();
  });

  it('does not start for an Owner opening their own dashboard', async () => {
    await signIn('Owner');
    renderDashboard(`/dashboard/${ownId}`);
    expect(await screen.findAllByText('Olive Owner')).not.toHaveLength(0);
    expect(readViewingUser()).toBeNull();
  });

  it('ends when the session ends', async () => {
    await signIn('Owner');
    renderDashboard(`/dashboard/${vera._id}`);
    await screen.findByText("You are viewing Vera's dashboard");
    endSession();
    expect(readViewingUser()).toBeNull();
    await waitFor(() => expect(screen.queryByText(/You are viewing/)).not.toBeInTheDocument());
  });
});
