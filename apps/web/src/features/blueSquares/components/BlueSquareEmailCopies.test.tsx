import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailCopyJson } from '@hgn/domain/blueSquares';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { BlueSquareEmailCopies } from './BlueSquareEmailCopies';

const cora: EmailCopyJson = {
  _id: 'copy-1',
  email: 'cora@example.org',
  assignedTo: {
    _id: 'user-cora',
    firstName: 'Cora',
    lastName: 'Copy',
    email: 'cora@example.org',
    role: 'Manager',
    isActive: true,
  },
};
const dan = { _id: 'user-dan', firstName: 'Dan', lastName: 'Doe', profilePic: '' };

describe('blue square e-mail copies', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says when nobody is listed and adds a person picked by name with the keyboard', async () => {
    let listed: EmailCopyJson[] = [];
    const { bodiesOf } = stubServer({
      'GET /api/AssignBlueSquareEmail': () => answer(200, listed),
      'GET /api/userprofile/autocomplete/': () => answer(200, [dan]),
      'POST /api/AssignBlueSquareEmail': () => {
        listed = [
          {
            ...cora,
            _id: 'copy-2',
            email: 'dan@example.org',
            assignedTo: { ...cora.assignedTo, _id: dan._id, firstName: 'Dan', lastName: 'Doe' },
          },
        ];
        return answer(200, listed[0]);
      },
    });
    renderInApp(<BlueSquareEmailCopies />);
    expect(await screen.findByText('Nobody gets a copy of the blue square e-mails yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Add a person' }), 'Da');
    await screen.findByRole('option', { name: /Dan Doe/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(bodiesOf('POST /api/AssignBlueSquareEmail')).toEqual([{ assignedTo: dan._id }]),
    );
    expect(await screen.findByText('dan@example.org')).toBeInTheDocument();
  });

  it('lists the people with their address and role, marks the inactive and removes one', async () => {
    let listed: EmailCopyJson[] = [
      cora,
      {
        ...cora,
        _id: 'copy-3',
        email: 'gone@example.org',
        assignedTo: {
          ...cora.assignedTo,
          _id: 'u-gone',
          firstName: 'Gail',
          lastName: 'Gone',
          isActive: false,
        },
      },
    ];
    const { fetchMock } = stubServer({
      'GET /api/AssignBlueSquareEmail': () => answer(200, listed),
      'DELETE /api/AssignBlueSquareEmail/copy-1': () => {
        listed = listed.slice(1);
        return answer(200, { id: 'copy-1' });
      },
    });
    renderInApp(<BlueSquareEmailCopies />);
    const section = await screen.findByRole('region', { name: 'Blue square e-mail copies' });
    expect(await within(section).findByText('cora@example.org')).toBeInTheDocument();
    expect(within(section).getAllByText('Manager')).toHaveLength(2);
    expect(within(section).getByText('Inactive: gets no copies')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Remove Cora Copy' }));
    await waitFor(() => expect(within(section).queryByText('cora@example.org')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
