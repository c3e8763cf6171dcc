// The answer of the offline location lookup behind "Get Time Zone" (`/api/timezone/{location}`).
import { z } from 'zod';

export const locationCandidate = z.strictObject({
  city: z.string(),
  province: z.string(),
  country: z.string(),
  iso2: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** An IANA zone, e.g. America/Sao_Paulo. */
  timeZone: z.string(),
  /** "City, Province, Country", for a list of candidates. */
  label: z.string(),
});
export type LocationCandidate = z.infer<typeof locationCandidate>;

/**
 * Candidates, most populous first. `timezone` and `currentLocation` describe the first candidate in
 * the shape the original client reads.
 */
export const locationLookupResult = z.strictObject({
  results: z.array(locationCandidate).min(1),
  timezone: z.string(),
  currentLocation: z.strictObject({
    userProvided: z.string(),
    coords: z.strictObject({ lat: z.number(), lng: z.number() }),
    country: z.string(),
    city: z.string(),
  }),
});
export type LocationLookupResult = z.infer<typeof locationLookupResult>;
