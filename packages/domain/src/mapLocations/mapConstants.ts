// The team locations map's rules and figures (spec 002 sections 2.6 and 9).

/** Volunteers appear on the map after 10 or more tangible hours. */
export const MAP_MIN_TANGIBLE_HOURS = 10;
export const TANGIBLE_SECONDS_FOR_MAP = MAP_MIN_TANGIBLE_HOURS * 3600;

export const MAP_VIEW = {
  startZoom: 3,
  minZoom: 2,
  maxZoom: 15,
  /** From this zoom on every marker stands alone. */
  clusteringOffAtZoom: 13,
  /** Selecting a person flies there, at this zoom, in this many seconds. */
  flyToZoom: 13,
  flyToSeconds: 3,
  /** Markers move randomly by up to this many degrees, so people of one city do not hide each other. */
  jitterDegrees: 0.05,
  bounds: { south: -90, west: -225, north: 90, east: 225 },
} as const;

/** Where a marker is drawn: the place moved by up to the jitter in each direction (`random` in [0, 1)). */
export const jitteredPosition = (
  coords: { lat: number; lng: number },
  random: () => number = Math.random,
): { lat: number; lng: number } => ({
  lat: coords.lat + (random() * 2 - 1) * MAP_VIEW.jitterDegrees,
  lng: coords.lng + (random() * 2 - 1) * MAP_VIEW.jitterDegrees,
});

/**
 * How many countries the people on the map live in, blanks left out and case ignored: what `GET
 * /getTotalCountryCount` answers, counted by the page from the people it already has.
 */
export const countryCountOf = (people: readonly { location: { country: string } }[]): number =>
  new Set(
    people.map((person) => person.location.country.toLowerCase()).filter((country) => country.trim() !== ''),
  ).size;
