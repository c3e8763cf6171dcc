import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { rentalMessages, shellMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { RentalDashboardPage } from './RentalDashboardPage';

function renderDashboard(me: () => Response) {
  stubServer({ 'GET /api/lbdashboard/me': me });
  renderInApp(
    <Routes>
      <Route path="/lbdashboard" element={<RentalDashboardPage />} />
      <Route path="/lbdashboard/login" element={<p>rental sign-in</p>} />
    </Routes>,
    { route: '/lbdashboard' },
  );
}

describe('the rental dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes the signed-in renter', async () => {
    renderDashboard(() =>
      answer(200, {
        _id: 'r-1',
        firstName: 'Rita',
        lastName: 'Renter',
        email: 'rita@example.org',
        phone: '',
      }),
    );
    expect(await screen.findByText('Welcome, Rita Renter.')).toBeInTheDocument();
  });

  it('sends a renter without a rental session to the rental sign-in', async () => {
    renderDashboard(() =>
      answer(401, {
        error: rentalMessages.signedOut,
        message: rentalMessages.signedOut,
        code: 'RENTAL_SESSION_REQUIRED',
      }),
    );
    expect(await screen.findByText('rental sign-in')).toBeInTheDocument();
  });

  it('decides on the refusal’s code: a 401 for another reason is shown, not taken for a signed-out renter', async () => {
    renderDashboard(() => answer(401, { error: 'Unauthorized request', code: 'UNAUTHORIZED' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shellMessages.httpError(401, 'Error'));
    expect(screen.queryByText('rental sign-in')).not.toBeInTheDocument();
  });
});
