import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import type { MapUserJson } from '@hgn/domain/mapLocations';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { MapPersonForm } from './MapPersonForm';

const lima = {
  results: [
    {
      city: 'Lima',
      province: 'Lima',
      country: 'Peru',
      iso2: 'PE',
      lat: -12.05,
      lng: -77.05,
      timeZone: 'America/Lima',
      label: 'Lima, Lima, Peru',
    },
  ],
  timezone: 'America/Lima',
  currentLocation: {
    userProvided: 'Lima',
    coords: { lat: -12.05, lng: -77.05 },
    country: 'Peru',
    city: 'Lima',
  },
};

const volunteer: MapUserJson = {
  _id: 'u-1',
  firstName: 'Tess',
  lastName: 'Tangible',
  jobTitle: 'Carpenter',
  isActive: true,
  location: { userProvided: 'Lisbon', coords: { lat: 38.7, lng: -9.1 }, country: 'Portugal', city: 'Lisbon' },
  type: 'user',
  timeZone: 'Europe/Lisbon',
  __v: 4,
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the map person form', () => {
  it('asks for names, job title and a location with coordinates, sending nothing', async () => {
    const server = stubServer({});
    renderInApp(<MapPersonForm person={null} onClose={() => {}} />);
    await userEvent.type(field('First name'), '   ');
    await userEvent.type(field('Location'), 'Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findAllByText(messages.invalidInformation)).toHaveLength(3);
    expect(screen.getByText(messages.coordinatesRequired)).toBeInTheDocument();
    expect(server.bodiesOf('PUT /api/mapLocations')).toEqual([]);
  });

  it('says "Please enter valid location" when Get location has no text', async () => {
    const server = stubServer({});
    renderInApp(<MapPersonForm person={null} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get location' }));
    expect(await screen.findByText(messages.enterValidLocation)).toBeInTheDocument();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('gets the coordinates from the gazetteer and adds the person', async () => {
    const onClose = vi.fn();
    const server = stubServer({
      'GET /api/timezone/Lima': () => answer(200, lima),
      'PUT /api/mapLocations': () => answer(200, {}),
    });
    renderInApp(<MapPersonForm person={null} onClose={onClose} />);
    await userEvent.type(field('First name'), 'Maya');
    await userEvent.type(field('Last name'), 'Mapper');
    await userEvent.type(field('Job title'), 'Gardener');
    await userEvent.type(field('Location'), 'Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Get location' }));
    expect(await screen.findByText(/Lima, Peru/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesOf('PUT /api/mapLocations')).toEqual([
      {
        firstName: 'Maya',
        lastName: 'Mapper',
        jobTitle: 'Gardener',
        location: lima.currentLocation,
      },
    ]);
  });

  it('needs the coordinates again once the location text changes', async () => {
    stubServer({});
    renderInApp(<MapPersonForm person={volunteer} onClose={() => {}} />);
    await userEvent.type(field('Location'), ' Portugal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.coordinatesRequired)).toBeInTheDocument();
  });

  it('edits a volunteer with their id, kind and profile version', async () => {
    const onClose = vi.fn();
    const server = stubServer({ 'PATCH /api/mapLocations': () => answer(200, volunteer) });
    renderInApp(<MapPersonForm person={volunteer} onClose={onClose} />);
    await userEvent.clear(field('Job title'));
    await userEvent.type(field('Job title'), 'Mason');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesOf('PATCH /api/mapLocations')).toEqual([
      {
        _id: 'u-1',
        type: 'user',
        __v: 4,
        firstName: 'Tess',
        lastName: 'Tangible',
        jobTitle: 'Mason',
        location: volunteer.location,
      },
    ]);
  });
});
