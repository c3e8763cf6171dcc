import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapEntryJson, MapUserJson } from '@hgn/domain/mapLocations';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { UsersListModal } from './UsersListModal';

const place = { userProvided: 'Lima', coords: { lat: 1, lng: 2 }, country: 'Peru', city: 'Lima' };
const entry: MapEntryJson = {
  _id: '5d1a0a0e-0000-4000-8000-000000000001',
  firstName: 'Ema',
  lastName: 'Entry',
  jobTitle: 'Builder',
  isActive: false,
  location: place,
  type: 'm_user',
  title: 'Prior to HGN Data Collection',
  __v: 0,
};
const volunteer: MapUserJson = {
  _id: '5d1a0a0e-0000-4000-8000-000000000002',
  firstName: 'Vic',
  lastName: 'Volunteer',
  jobTitle: 'Gardener',
  isActive: true,
  location: place,
  type: 'user',
  timeZone: 'America/Lima',
  __v: 0,
};

describe('the users list of the map', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives an Administrator Remove on manual entries and no Edit', async () => {
    const { bodiesOf } = stubServer({
      [`DELETE /api/mapLocations/${entry._id}`]: () => answer(200, { message: 'Removed' }),
    });
    renderInApp(
      <UsersListModal opened people={[entry, volunteer]} onEdit={undefined} canRemove onClose={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Vic Volunteer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ema Entry' }));
    await waitFor(() => expect(bodiesOf(`DELETE /api/mapLocations/${entry._id}`)).toHaveLength(1));
  });

  it('gives the Owner Edit on everyone', async () => {
    const onEdit = vi.fn();
    renderInApp(
      <UsersListModal opened people={[entry, volunteer]} onEdit={onEdit} canRemove onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Vic Volunteer' }));
    expect(onEdit).toHaveBeenCalledWith(volunteer);
    expect(screen.getByRole('button', { name: 'Edit Ema Entry' })).toBeInTheDocument();
  });
});
