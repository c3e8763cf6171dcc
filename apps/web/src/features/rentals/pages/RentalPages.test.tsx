import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { rentalMessages } from '@hgn/domain/messages';
import { RENTAL_TOKEN_HEADER } from '@hgn/domain/rentals';
import { TOKEN_STORAGE_KEY } from '../../../shared/session/tokenStorage';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { RENTAL_TOKEN_STORAGE_KEY } from '../rentalToken';
import { RentalLoginPage } from './RentalLoginPage';
import { RentalRegisterPage } from './RentalRegisterPage';

const account = {
  _id: 'r-1',
  firstName: 'Rita',
  lastName: 'Renter',
  email: 'rita@example.org',
  phone: '555 123 4567',
};

function renderRentalPages(route: string, answers: Record<string, () => Response>) {
  const server = stubServer(answers);
  renderInApp(
    <Routes>
      <Route path="/lbdashboard/register" element={<RentalRegisterPage />} />
      <Route path="/lbdashboard/login" element={<RentalLoginPage />} />
      <Route path="/lbdashboard" element={<p>rental dashboard</p>} />
    </Routes>,
    { route },
  );
  return server;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillRegistration(
  fields: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'password', string>>,
) {
  const values = {
    first: 'Rita',
    last: 'Renter',
    email: 'rita@example.org',
    phone: '555 123 4567',
    password: 'rental123',
    ...fields,
  };
  if (values.first) await userEvent.type(input(/^first name/i), values.first);
  if (values.last) await userEvent.type(input(/^last name/i), values.last);
  if (values.email) await userEvent.type(input(/^email/i), values.email);
  if (values.phone) await userEvent.type(input(/^phone/i), values.phone);
  if (values.password) await userEvent.type(input(/^password/i), values.password);
}

describe('rental registration', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('says "Invalid {field}" for each field that breaks its rule, without asking the server', async () => {
    const { bodiesOf } = renderRentalPages('/lbdashboard/register', {});
    await fillRegistration({
      first: 'R',
      last: 'Renter1',
      email: 'rita@',
      phone: 'call me',
      password: 'lettersonly',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password'])
      expect(await screen.findByText(rentalMessages.invalid(field))).toBeInTheDocument();
    expect(bodiesOf('POST /api/lbdashboard/register')).toEqual([]);
  });

  it("clears each field's problem as soon as it is put right", async () => {
    renderRentalPages('/lbdashboard/register', {});
    await fillRegistration({ first: 'R', phone: 'call me' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(rentalMessages.invalid('firstName'))).toBeInTheDocument();
    await userEvent.type(input(/^first name/i), 'ita');
    await waitFor(() =>
      expect(screen.queryByText(rentalMessages.invalid('firstName'))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(rentalMessages.invalid('phone'))).toBeInTheDocument();
    await userEvent.clear(input(/^phone/i));
    await userEvent.type(input(/^phone/i), '555 123 4567');
    await waitFor(() => expect(screen.queryByText(rentalMessages.invalid('phone'))).not.toBeInTheDocument());
  });

  it('registers, says so, then opens the sign-in after a second', async () => {
    const { bodiesOf } = renderRentalPages('/lbdashboard/register', {
      'POST /api/lbdashboard/register': () => answer(201, account),
    });
    await fillRegistration({});
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(rentalMessages.registered)).toBeInTheDocument();
    expect(bodiesOf('POST /api/lbdashboard/register')[0]).toEqual({
      firstName: 'Rita',
      lastName: 'Renter',
      email: 'rita@example.org',
      phone: '555 123 4567',
      password: 'rental123',
    });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it("shows the spec's failure when the server refuses", async () => {
    renderRentalPages('/lbdashboard/register', {
      'POST /api/lbdashboard/register': () => answer(409, { code: 'RENTAL_EMAIL_TAKEN', message: 'taken' }),
    });
    await fillRegistration({});
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(rentalMessages.registerFailed)).toBeInTheDocument();
  });
});

describe('rental sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('keeps the rental token apart from the main session and opens /lbdashboard', async () => {
    const { fetchMock } = renderRentalPages('/lbdashboard/login', {
      'POST /api/lbdashboard/login': () => answer(200, { token: 'rental-secret', account }),
    });
    await userEvent.type(input(/^email/i), 'rita@example.org');
    await userEvent.type(input(/^password/i), 'rental123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('rental dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem(RENTAL_TOKEN_STORAGE_KEY)).toBe('rental-secret');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers[RENTAL_TOKEN_HEADER]).toBeUndefined();
  });

  it('shows the spec\'s failure for a wrong password, and "Invalid email" for a malformed one', async () => {
    renderRentalPages('/lbdashboard/login', {
      'POST /api/lbdashboard/login': () => answer(401, { code: 'RENTAL_SIGN_IN_FAILED', message: 'no' }),
    });
    await userEvent.type(input(/^email/i), 'rita');
    await userEvent.type(input(/^password/i), 'rental123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(rentalMessages.invalid('email'))).toBeInTheDocument();
    await userEvent.type(input(/^email/i), '@example.org');
    await waitFor(() => expect(screen.queryByText(rentalMessages.invalid('email'))).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText(rentalMessages.loginFailed)).toBeInTheDocument());
  });
});
