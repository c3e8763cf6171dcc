import { describe, expect, it } from 'vitest';
import { foldPlaceName, indexPlaces, searchPlaces, type Place } from './placeSearch';

const place = (
  city: string,
  country: string,
  iso2: string,
  population: number,
  extra: Partial<Place> = {},
): Place => ({
  city,
  province: '',
  country,
  iso2,
  lat: 1,
  lng: 2,
  timeZone: 'Etc/UTC',
  population,
  ...extra,
});

const index = indexPlaces([
  place('São Paulo', 'Brazil', 'BR', 14_000_000, {
    cityAscii: 'Sao Paulo',
    province: 'São Paulo',
    timeZone: 'America/Sao_Paulo',
  }),
  place('London', 'Canada', 'CA', 340_000, { province: 'Ontario', iso3: 'CAN' }),
  place('London', 'United Kingdom', 'GB', 8_000_000, { province: 'Westminster', iso3: 'GBR' }),
  place('London', 'United States of America', 'US', 7_800, { province: 'Kentucky', iso3: 'USA' }),
  place('Zürich', 'Switzerland', 'CH', 1_100_000),
]);

const cities = (query: string) => searchPlaces(index, query).map((c) => `${c.city}/${c.iso2}`);

describe('searchPlaces', () => {
  it('ignores accents, case and spacing', () => {
    expect(foldPlaceName('  SÃO   Paulo ')).toBe('sao paulo');
    for (const query of ['Sao Paulo', 'são paulo', 'SAO-PAULO'])
      expect(cities(query)).toEqual(['São Paulo/BR']);
    expect(searchPlaces(index, 'zurich')[0]?.city).toBe('Zürich');
  });

  it('offers every candidate of an ambiguous name, most populous first', () => {
    expect(cities('London')).toEqual(['London/GB', 'London/CA', 'London/US']);
  });

  it('narrows by country, province or country code, with or without a comma', () => {
    expect(cities('London, Canada')).toEqual(['London/CA']);
    expect(cities('London, Kentucky')).toEqual(['London/US']);
    expect(cities('London, UK')).toEqual(['London/GB']);
    expect(cities('London, United States')).toEqual(['London/US']);
    expect(cities('London Ontario')).toEqual(['London/CA']);
  });

  it('accepts the beginning of a long name and finds nothing for an unknown one', () => {
    expect(cities('Sao Pau')).toEqual(['São Paulo/BR']);
    expect(cities('Atlantis')).toEqual([]);
    expect(cities(' , ')).toEqual([]);
    expect(cities('Lo')).toEqual([]);
  });

  it('labels a candidate with its province and country', () => {
    expect(searchPlaces(index, 'London, Canada')[0]).toMatchObject({
      label: 'London, Ontario, Canada',
      lat: 1,
      lng: 2,
    });
    expect(searchPlaces(index, 'Sao Paulo')[0]?.label).toBe('São Paulo, Brazil');
  });
});
