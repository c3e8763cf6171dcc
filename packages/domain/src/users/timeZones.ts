// The time-zone catalogue of the profile's dropdown: every zone the runtime knows, with its UTC offset
// at a given instant (offsets move with daylight saving) and its country.
import { countryOfTimeZone } from './zoneCountries';

/** A time zone entry of spec 000 section 3. */
export type TimeZoneEntry = { name: string; utcOffset: string; countryCode: string };

/** 'UTC-07:00', 'UTC+05:30' or 'UTC+00:00'. */
export function utcOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return `UTC${offset === '' ? '+00:00' : offset}`;
}

/** Minutes east of UTC, for sorting: 'UTC-03:30' is -210. */
const offsetMinutes = (utcOffset: string): number => {
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(utcOffset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

/** Every zone, west to east, then by name. */
export function listTimeZones(at: Date = new Date()): TimeZoneEntry[] {
  return Intl.supportedValuesOf('timeZone')
    .map((name) => ({ name, utcOffset: utcOffsetOf(name, at), countryCode: countryOfTimeZone(name) }))
    .sort((a, b) => offsetMinutes(a.utcOffset) - offsetMinutes(b.utcOffset) || a.name.localeCompare(b.name));
}

/** How the dropdown shows a zone: 'name (UTC offset)'. */
export const timeZoneLabel = (entry: Pick<TimeZoneEntry, 'name' | 'utcOffset'>): string =>
  `${entry.name} (${entry.utcOffset})`;

/** Whether the runtime knows the zone: a profile may only hold a real one. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
