import { describe, expect, it } from 'vitest';
import { mapLocationsMessages as messages } from '../messages/mapLocations.messages';
import { countryCountOf, jitteredPosition, MAP_VIEW } from './mapConstants';
import { mapPersonInput } from './mapLocations.schema';
import { canManageMapPeople, canRemoveMapPeople } from './policies';

const person = {
  firstName: 'Maya',
  lastName: 'Mapper',
  jobTitle: 'Gardener',
  location: { userProvided: 'Lima', coords: { lat: -12, lng: -77 } },
};
const firstMessage = (input: unknown) => mapPersonInput.safeParse(input).error?.issues[0]?.message;

describe('the map person rules', () => {
  it('accepts a complete person, trimming texts and defaulting country and city', () => {
    expect(mapPersonInput.parse({ ...person, firstName: ' Maya ' })).toEqual({
      ...person,
      location: { ...person.location, country: '', city: '' },
    });
  });

  it('words every refusal as the spec does', () => {
    expect(firstMessage({ ...person, jobTitle: ' ' })).toBe(messages.invalidInformation);
    expect(firstMessage({ ...person, location: { ...person.location, userProvided: '' } })).toBe(
      messages.invalidInformation,
    );
    expect(firstMessage({ ...person, location: { userProvided: 'Lima' } })).toBe(
      messages.coordinatesRequired,
    );
    expect(firstMessage({ ...person, location: { ...person.location, coords: { lat: -91, lng: 0 } } })).toBe(
      messages.coordinatesRequired,
    );
    expect(firstMessage({ ...person, location: { ...person.location, coords: { lat: 0, lng: 181 } } })).toBe(
      messages.coordinatesRequired,
    );
  });

  it('moves a marker by at most the jitter', () => {
    expect(jitteredPosition({ lat: 10, lng: 20 }, () => 0)).toEqual({
      lat: 10 - MAP_VIEW.jitterDegrees,
      lng: 20 - MAP_VIEW.jitterDegrees,
    });
    expect(jitteredPosition({ lat: 10, lng: 20 }, () => 0.5)).toEqual({ lat: 10, lng: 20 });
  });

  it('counts countries ignoring case and leaving blanks out', () => {
    const from = (...countries: string[]) => countries.map((country) => ({ location: { country } }));
    expect(countryCountOf(from('Peru', 'peru', '', ' ', 'Chile'))).toBe(2);
    expect(countryCountOf([])).toBe(0);
  });

  it('lets the Owner manage the map and an Owner or Administrator remove from it', () => {
    expect(canManageMapPeople({ role: 'Owner' })).toBe(true);
    expect(canManageMapPeople({ role: 'Administrator' })).toBe(false);
    expect(canRemoveMapPeople({ role: 'Administrator' })).toBe(true);
    expect(canRemoveMapPeople({ role: 'Manager' })).toBe(false);
  });
});
