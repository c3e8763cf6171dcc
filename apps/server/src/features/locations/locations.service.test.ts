import { cityMapping } from 'city-timezones';
import { describe, expect, it } from 'vitest';
import { createLocationsService } from './locations.service.js';

describe('the packaged gazetteer', () => {
  it('holds more than 7,000 cities, each with a time zone', () => {
    const locations = createLocationsService();
    expect(cityMapping.filter((c) => typeof c.timezone === 'string').length).toBeGreaterThan(7000);
    expect(locations.lookup('Sao Paulo').timezone).toBe('America/Sao_Paulo');
    expect(locations.lookup('Pristina').results[0]).toMatchObject({ country: 'Kosovo', iso2: '' });
    expect(() => locations.lookup('Nowhere At All')).toThrow('Invalid location');
  });
});
