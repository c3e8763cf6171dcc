import { indexPlaces, searchPlaces, type LocationLookupResult, type Place } from '@hgn/domain/locations';
import { setupMessages } from '@hgn/domain/messages';
import { cityMapping } from 'city-timezones';
import { AppError } from '../../platform/http/app-error.js';

// The data does not always match its declared types (Kosovo's country code is a number, a few
// Antarctic stations have no time zone), so every text is checked as it is read.
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The packaged gazetteer (about 7,300 cities), so the lookup works offline and shares nothing with a third party. */
const gazetteer = (): Place[] =>
  cityMapping
    .filter((c) => text(c.timezone) !== '')
    .map((c) => ({
      city: text(c.city),
      cityAscii: text(c.city_ascii),
      province: text(c.province),
      country: text(c.country),
      iso2: text(c.iso2),
      iso3: text(c.iso3),
      lat: c.lat,
      lng: c.lng,
      timeZone: c.timezone,
      population: c.pop,
    }));

const locationNotFound = () =>
  new AppError({ code: 'LOCATION_NOT_FOUND', message: setupMessages.timeZoneLookupFailed });

export function createLocationsService() {
  let index: ReturnType<typeof indexPlaces> | undefined;
  // Built at the first lookup: most processes never need it.
  const places = () => (index ??= indexPlaces(gazetteer()));

  return {
    /** The cities a typed location can mean, most populous first; 404 'Invalid location' when none. */
    lookup(location: string): LocationLookupResult {
      const results = searchPlaces(places(), location);
      const [best] = results;
      if (!best) throw locationNotFound();
      return {
        results,
        timezone: best.timeZone,
        currentLocation: {
          userProvided: location.trim(),
          coords: { lat: best.lat, lng: best.lng },
          country: best.country,
          city: best.city,
        },
      };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
