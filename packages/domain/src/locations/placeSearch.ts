// Finding a city by the name a person types: accents, case and punctuation do not matter, and
// "City, Country" (or "City Country") narrows an ambiguous name.
import type { LocationCandidate } from './locationJson';

/** A gazetteer entry. */
export type Place = {
  city: string;
  /** The name in plain letters when the gazetteer has one (Sao Paulo for São Paulo). */
  cityAscii?: string;
  province: string;
  country: string;
  iso2: string;
  iso3?: string;
  lat: number;
  lng: number;
  timeZone: string;
  population: number;
};

export const PLACE_SEARCH_LIMIT = 10;

/** Lower case, accents removed, every run of non-letters one space. */
export const foldPlaceName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// Names people write for a country that the gazetteer spells differently.
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'gb',
  'great britain': 'gb',
  england: 'gb',
  america: 'us',
};

export type IndexedPlace = { place: Place; names: string[]; qualifiers: string[] };

/** Folds every name once, so that a search is a scan of plain strings. */
export function indexPlaces(places: readonly Place[]): IndexedPlace[] {
  return places.map((place) => ({
    place,
    names: [...new Set([foldPlaceName(place.city), foldPlaceName(place.cityAscii ?? '')].filter(Boolean))],
    qualifiers: [
      foldPlaceName(place.country),
      foldPlaceName(place.province),
      place.iso2.toLowerCase(),
      (place.iso3 ?? '').toLowerCase(),
    ],
  }));
}

const qualifies = (entry: IndexedPlace, qualifier: string): boolean => {
  const wanted = COUNTRY_ALIASES[qualifier] ?? qualifier;
  const [country, province, iso2, iso3] = entry.qualifiers;
  return (
    wanted === iso2 ||
    wanted === iso3 ||
    country === wanted ||
    province === wanted ||
    Boolean(country?.startsWith(`${wanted} `)) ||
    Boolean(province?.startsWith(`${wanted} `))
  );
};

const named = (index: readonly IndexedPlace[], city: string, qualifiers: readonly string[]) =>
  index.filter((e) => e.names.includes(city) && qualifiers.every((q) => qualifies(e, q)));

function matches(index: readonly IndexedPlace[], query: string): IndexedPlace[] {
  const parts = query.split(',').map(foldPlaceName).filter(Boolean);
  const [city, ...qualifiers] = parts;
  if (!city) return [];
  const exact = named(index, city, qualifiers);
  if (exact.length > 0) return exact;
  // "Paris France": the last words may name the country or province.
  const words = city.split(' ');
  for (let cut = words.length - 1; cut > 0; cut -= 1) {
    const found = named(index, words.slice(0, cut).join(' '), [words.slice(cut).join(' '), ...qualifiers]);
    if (found.length > 0) return found;
  }
  // A name typed only in part, e.g. "Sao Pau".
  if (city.length < 4) return [];
  return index.filter(
    (e) => e.names.some((n) => n.startsWith(city)) && qualifiers.every((q) => qualifies(e, q)),
  );
}

const labelOf = (place: Place): string =>
  [
    place.city,
    foldPlaceName(place.province) === foldPlaceName(place.city) ? '' : place.province,
    place.country,
  ]
    .filter(Boolean)
    .join(', ');

/** The places a query can mean, most populous first; empty when nothing matches. */
export function searchPlaces(
  index: readonly IndexedPlace[],
  query: string,
  limit = PLACE_SEARCH_LIMIT,
): LocationCandidate[] {
  return matches(index, query)
    .map((e) => e.place)
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map((p) => ({
      city: p.city,
      province: p.province,
      country: p.country,
      iso2: p.iso2,
      lat: p.lat,
      lng: p.lng,
      timeZone: p.timeZone,
      label: labelOf(p),
    }));
}
