import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { SummaryRecipientsButton } from './SummaryRecipients';

afterEach(() => endSession());

const ana = {
  _id: '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c01',
  firstName: 'Ana',
  lastName: 'Anders',
  email: 'ana@example.org',
};
const bo = {
  _id: '5d1e0c3a-7b2f-4e6a-9c8d-0e1f2a3b4c02',
  firstName: 'Bo',
  lastName: 'Brandt',
  email: 'bo@example.org',
};
const named = ({ _id, firstName, lastName }: typeof ana) => ({ _id, firstName, lastName, profilePic: null });

describe('the weekly summaries e-mail’s recipients', () => {
  it('lists them, adds a person found by name and takes one off', async () => {
    await startSession(makeToken({ userid: 'owner', role: 'Owner' }));
    const server = stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/reports/getrecepients': () => answer(200, [ana]),
      'GET /api/userprofile/autocomplete/': () => answer(200, [named(ana), named(bo)]),
      [`PATCH /api/reports/recepients/${bo._id}`]: () => answer(200, [ana, bo]),
      [`DELETE /api/reports/recepients/${ana._id}`]: () => answer(200, [bo]),
    });
    renderInApp(<SummaryRecipientsButton />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail recipients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly summaries e-mail recipients' });
    expect(await within(dialog).findByText('ana@example.org')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a recipient' }), 'B');
    const boOption = await screen.findByRole('option', { name: /Bo Brandt/ });
    // Those who receive it already are not offered.
    expect(screen.queryByRole('option', { name: /Ana Anders/ })).not.toBeInTheDocument();
    await userEvent.click(boOption);
    expect(await within(dialog).findByText('bo@example.org')).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Stop sending the e-mail to Ana Anders' }),
    );
    await waitFor(() => expect(within(dialog).queryByText('ana@example.org')).not.toBeInTheDocument());
    const methods = server.fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.filter((method) => method !== 'GET')).toEqual(['PATCH', 'DELETE']);
  });
});
