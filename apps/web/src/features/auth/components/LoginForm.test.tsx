import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { LoginForm } from './LoginForm';

async function submit(email: string, password: string, response: Response) {
  const { fetchMock } = stubServer({ 'POST /api/login': () => response });
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), email);
  if (password) await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { fetchMock, onSignedIn };
}

describe('login form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the e-mail lowercased and hands over the answer', async () => {
    const { fetchMock, onSignedIn } = await submit(
      'Owner@Example.ORG',
      'Demo!2026',
      answer(200, { token: 't' }),
    );
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 't' }));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { email: string };
    expect(body.email).toBe('owner@example.org');
  });

  it('puts an unknown address on the e-mail field', async () => {
    await submit(
      'nobody@example.org',
      'x',
      answer(403, { message: authMessages.usernameNotFound, code: 'USERNAME_NOT_FOUND' }),
    );
    const email = screen.getByLabelText(/^email/i, { selector: 'input' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(authMessages.usernameNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i, { selector: 'input' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('puts a wrong password on the password field', async () => {
    await submit(
      'owner@example.org',
      'wrong',
      answer(404, { message: authMessages.invalidPassword, code: 'INVALID_PASSWORD' }),
    );
    const password = screen.getByLabelText(/^password/i, { selector: 'input' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(authMessages.invalidPassword)).toBeInTheDocument();
  });

  it('shows the server words of a 429 above the form', async () => {
    await submit(
      'owner@example.org',
      'x',
      answer(429, {
        error: 'Too Many Requests',
        message: 'Slow down, try again in a minute.',
        code: 'RATE_LIMITED',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down, try again in a minute.');
  });

  it('checks the fields with the domain schema before calling the server', async () => {
    const { fetchMock } = await submit('not-an-email', '', answer(200, {}));
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the field the server refused and clears its message once it is changed', async () => {
    await submit(
      'owner@example.org',
      'wrong',
      answer(404, { message: authMessages.invalidPassword, code: 'INVALID_PASSWORD' }),
    );
    const password = screen.getByLabelText(/^password/i, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, '!');
    expect(screen.queryByText(authMessages.invalidPassword)).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });
});
