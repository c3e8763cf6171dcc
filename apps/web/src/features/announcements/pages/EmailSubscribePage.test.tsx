import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { EmailSubscribePage } from './EmailSubscribePage';
import { EmailUnsubscribePage } from './EmailUnsubscribePage';

const renderAt = (route: string) =>
  renderInApp(
    <Routes>
      <Route path="/email-subscribe" element={<EmailSubscribePage />} />
      <Route path="/email-unsubscribe" element={<EmailUnsubscribePage />} />
    </Routes>,
    { route },
  );

describe('EmailSubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an address that is not one and sends nothing', async () => {
    const { fetchMock } = stubServer({});
    renderAt('/email-subscribe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address lower-cased, and "Enter New Email" starts again', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/add-non-hgn-email-subscription': () =>
        answer(200, { message: 'Send confirmation to email' }),
    });
    renderAt('/email-subscribe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), ' Reader@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Send confirmation to email');
    expect(bodiesOf('POST /api/add-non-hgn-email-subscription')).toEqual([{ email: 'reader@example.org' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Enter New Email' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('shows the server refusal of an address already subscribed', async () => {
    stubServer({
      'POST /api/add-non-hgn-email-subscription': () =>
        answer(400, { code: 'SUBSCRIPTION_EXISTS', message: 'Email already exists or invalid' }),
    });
    renderAt('/email-subscribe');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'twice@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already exists or invalid');
  });

  it('confirms the token of the link', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/confirm-non-hgn-email-subscription': () =>
        answer(200, { message: 'Successfully confirmed email subscription' }),
    });
    renderAt('/email-subscribe?token=abc.def.ghi');
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully confirmed email subscription');
    expect(bodiesOf('POST /api/confirm-non-hgn-email-subscription')).toContainEqual({ token: 'abc.def.ghi' });
    expect(screen.getByRole('link', { name: 'Enter New Email' })).toHaveAttribute('href', '/email-subscribe');
  });

  it('says an expired link has expired', async () => {
    stubServer({
      'POST /api/confirm-non-hgn-email-subscription': () =>
        answer(401, { code: 'CONFIRMATION_EXPIRED', message: 'Comfirmation expired, please try again' }),
    });
    renderAt('/email-subscribe?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Comfirmation expired, please try again');
  });
});

describe('EmailUnsubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unsubscribes the address of the link once asked', async () => {
    const { bodiesOf } = stubServer({
      'POST /api/remove-non-hgn-email-subscription': () =>
        answer(200, { message: 'Successfully removed email subscription' }),
    });
    renderAt('/email-unsubscribe?email=reader%40example.org');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('reader@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully removed email subscription');
    expect(bodiesOf('POST /api/remove-non-hgn-email-subscription')).toEqual([
      { email: 'reader@example.org' },
    ]);
  });
});
