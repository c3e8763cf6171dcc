// Events and activities are entered and shown on Pacific time, whatever the browser's zone.
import { pacificDateTime, startOfPacificDay, type Instant } from '../time/pacificCalendar';

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a Pacific wall time typed as `YYYY-MM-DDTHH:mm`, as ISO text; null for other text. */
export function pacificWallTimeToISO(value: string): string | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, day, hours, minutes] = match as unknown as [string, string, string, string];
  const wanted = Number(hours) * 60 + Number(minutes);
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const guess = startOfPacificDay(day).getTime() + wanted * 60_000;
  // A day with a clock change is an hour longer or shorter: correct by what the clock then reads.
  const shown = pacificDateTime(guess);
  const drift = shown.hour * 60 + shown.minute - wanted;
  return new Date(Math.abs(drift) <= 60 ? guess - drift * 60_000 : guess).toISOString();
}

/** The Pacific wall time of an instant as `YYYY-MM-DDTHH:mm`, for a date-and-time input. */
export function pacificWallTimeOf(instant: Instant | string): string {
  const at = pacificDateTime(typeof instant === 'string' ? Date.parse(instant) : instant);
  return `${at.year}-${pad(at.month)}-${pad(at.day)}T${pad(at.hour)}:${pad(at.minute)}`;
}
