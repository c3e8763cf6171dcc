import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_DIALOG_CLOSE_MS } from '@hgn/domain/constants';
import type { LocationCandidate, LocationLookupResult } from '@hgn/domain/locations';
import { profileMessages, setupMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { HomeCountryDialog, LocationDialog } from './LocationDialog';

const lisbon: LocationCandidate = {
  city: 'Lisbon',
  province: 'Lisboa',
  country: 'Portugal',
  iso2: 'PT',
  lat: 38.72,
  lng: -9.14,
  timeZone: 'Europe/Lisbon',
  label: 'Lisbon, Lisboa, Portugal',
};

const found: LocationLookupResult = {
  results: [lisbon],
  timezone: lisbon.timeZone,
  currentLocation: {
    userProvided: 'Lisbon',
    coords: { lat: lisbon.lat, lng: lisbon.lng },
    country: lisbon.country,
    city: lisbon.city,
  },
};

function renderLocation() {
  const onClose = vi.fn();
  const onChoose = vi.fn();
  renderInApp(<LocationDialog opened onClose={onClose} onChoose={onChoose} />);
  return { onClose, onChoose, dialog: screen.getByRole('dialog', { name: 'Home city' }) };
}

const accept = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read and accept the requirements' }));

/** Answers the suggestion with fake timers running, so the closing delay can be stepped through. */
function answerSuggestion(dialog: HTMLElement, name: 'Yes' | 'No') {
  vi.useFakeTimers();
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

describe('home city dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the requirements to be accepted and a place to be typed before looking up', async () => {
    const { fetchMock } = stubServer({});
    const { dialog } = renderLocation();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Lisbon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.acceptRequirementsFirst);

    await accept(dialog);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Location' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.locationInvalid);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Lisbon');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the place up, takes the confirmed suggestion and closes a second later', async () => {
    const { fetchMock } = stubServer({ 'GET /api/timezone/': () => answer(200, found) });
    const { dialog, onChoose, onClose } = renderLocation();
    await accept(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), ' Lisbon ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));

    expect(await within(dialog).findByText(lisbon.label)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/timezone/Lisbon',
      expect.objectContaining({ method: 'GET' }),
    );
    answerSuggestion(dialog, 'Yes');
    expect(onChoose).toHaveBeenCalledWith(
      {
        userProvided: 'Lisbon',
        coords: { lat: lisbon.lat, lng: lisbon.lng },
        country: lisbon.country,
        city: lisbon.city,
      },
      lisbon.timeZone,
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Location updated.');
    act(() => {
      vi.advanceTimersByTime(LOCATION_DIALOG_CLOSE_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the home city when the suggestion is declined', async () => {
    stubServer({ 'GET /api/timezone/': () => answer(200, found) });
    const { dialog, onChoose, onClose } = renderLocation();
    await accept(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Lisbon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    await within(dialog).findByText(lisbon.label);

    answerSuggestion(dialog, 'No');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Location not changed.');
    act(() => {
      vi.advanceTimersByTime(LOCATION_DIALOG_CLOSE_MS);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the server’s answer for an unknown place and keeps what was typed', async () => {
    stubServer({
      'GET /api/timezone/': () =>
        answer(404, { message: setupMessages.timeZoneLookupFailed, code: 'LOCATION_NOT_FOUND' }),
    });
    const { dialog, onClose } = renderLocation();
    await accept(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Atlantis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      profileMessages.locationLookupFailed(setupMessages.timeZoneLookupFailed),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Atlantis');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without looking anything up', async () => {
    const { fetchMock } = stubServer({});
    const { dialog, onChoose, onClose } = renderLocation();
    await accept(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Lisbon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('home country dialog', () => {
  it('takes the typed country once the requirements are accepted', async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    renderInApp(<HomeCountryDialog opened value="" onClose={onClose} onChoose={onChoose} />);
    const dialog = screen.getByRole('dialog', { name: 'Home country' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Country' }), ' Portugal ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(profileMessages.acceptRequirementsFirst);
    expect(onChoose).not.toHaveBeenCalled();

    await accept(dialog);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChoose).toHaveBeenCalledWith('Portugal');
    expect(onClose).toHaveBeenCalled();
  });
});
