import { useEffect, useState } from 'react';
import { applyTimerCommand, type TimerFields, type TimerState } from '@hgn/domain/timer';

/**
 * The state as the domain's rules take it (the run's start as epoch milliseconds), paused as of
 * `forcedPauseAt` when the page lost the service's heartbeat then, as the service pauses it.
 */
export function timerFieldsOf(state: TimerState, forcedPauseAt: number | null = null): TimerFields {
  const fields = { ...state, startAt: Date.parse(state.startAt) };
  if (forcedPauseAt === null) return fields;
  const outcome = applyTimerCommand(fields, { action: 'FORCED_PAUSE' }, forcedPauseAt);
  return 'error' in outcome ? fields : outcome.state;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** h:mm:ss, whole seconds rounded up, so 0:00:00 shows only when no time is left. */
export function formatTimerClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`;
}

/** Whole minutes as the time entry form's hours and minutes. */
export const hoursAndMinutes = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

/** The current instant, renewed every second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
