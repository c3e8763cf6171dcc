import type { TimerFields } from '@hgn/domain/timer';
import type { TimerUserCommand } from '../api/useTimerSocket';

/** What the header timer hands its lazily loaded goal panel and prompts. */
export interface TimerControls {
  /** The timer as shown (paused here when heartbeats were lost), null until the service sent it. */
  fields: TimerFields | null;
  /** The connection is open and the viewer may work this timer. */
  enabled: boolean;
  send: (command: TimerUserCommand) => void;
  /** Stop (log): pause and open the time entry form, or say why not. */
  log: () => void;
  clear: () => void;
}
