import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { forgotPasswordMessages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderPage(response: Response = answer(200, { message: 'generated new password' })) {
  const { fetchMock } = stubServer({ 'POST /api/forgotpassword': () => response });
  renderWithProviders(
    <Routes>
      <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
      <Route path="/login" element={<p>sign-in page</p>} />
    </Routes>,
    { route: '/forgotpassword' },
  );
  return fetchMock;
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function fill(email: string, firstName: string, lastName: string) {
  if (email) await userEvent.type(field(/^email/i), email);
  if (firstName) await userEvent.type(field(/^first name/i), firstName);
  if (lastName) await userEvent.type(field(/^last name/i), lastName);
}

describe('forgot password page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which fields are empty without asking the server', async () => {
    const fetchMock = renderPage();
    await send();
    expect(await screen.findByText(forgotPasswordMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(forgotPasswordMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(forgotPasswordMessages.lastNameRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail and swaps the fallback texts of blank names', async () => {
    renderPage();
    await fill('not-an-email', '   ', '  ');
    await send();
    expect(await screen.findByText(forgotPasswordMessages.emailInvalid)).toBeInTheDocument();
    expect(field(/^first name/i)).toHaveAccessibleDescription(forgotPasswordMessages.lastNameRequired);
    expect(field(/^last name/i)).toHaveAccessibleDescription(forgotPasswordMessages.firstNameRequired);
  });

  it('sends the three fields, shows the success message, then goes to /login after a second', async () => {
    const fetchMock = renderPage();
    await fill('Sam@Example.org', ' Sam ', 'Lee');
    await send();
    expect(await screen.findByText(forgotPasswordMessages.sent)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'sam@example.org',
      firstName: 'Sam',
      lastName: 'Lee',
    });
    expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('sign-in page')).toBeInTheDocument(), { timeout: 2500 });
  });

  it('answers entries that match nobody with the spec sentence', async () => {
    renderPage(answer(400, { error: forgotPasswordMessages.noValidUser, code: 'NO_VALID_USER' }));
    await fill('sam@example.org', 'Sam', 'Lee');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(forgotPasswordMessages.failed);
  });

  it('offers the spec’s Submit and Cancel, Cancel going back to the sign-in page', async () => {
    const fetchMock = renderPage();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
