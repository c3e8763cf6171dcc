import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Group, Text, Tooltip, VisuallyHidden, type MantineBreakpoint } from '@mantine/core';
import {
  IconChevronDown,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconRefresh,
  type Icon,
} from '@tabler/icons-react';
import {
  TIMER_CONNECTION_STATES,
  isPastAutoStop,
  isRunning,
  mayUseTimerOf,
  remainingAt,
} from '@hgn/domain/timer';
import { isSameUser, type Actor } from '@hgn/domain/permissions';
import { useTimerSocket, type TimerConnectionState } from '../api/useTimerSocket';
import { formatTimerClock, timerFieldsOf, useNow } from '../model/timerClock';
import { carryOut, logDecision, startDecision } from '../model/timerDecisions';
import type { TimerControls } from './timerControls';

// The goal editor and the prompts bring inputs, modals and sounds: they load when first needed.
const TimerPanel = lazy(async () => ({ default: (await import('./TimerPanel')).TimerPanel }));
const TimerPrompts = lazy(async () => ({ default: (await import('./TimerPrompts')).TimerPrompts }));

/** The time to log, and whose timer it was. */
export interface TimerLogRequest {
  personId: string;
  time: { hours: number; minutes: number };
}

export interface HeaderTimerProps {
  actor: Pick<Actor, 'userId' | 'role'>;
  /** The person whose pages are on display, when someone else's. */
  viewedUserId?: string;
  /** Stop (log): the timer is paused; the caller opens the time entry form with the time passed. */
  onLog: (request: TimerLogRequest) => void;
  /** The server has accepted the session on this page (a read signed in has succeeded). */
  sessionConfirmed: boolean;
}

const statusColor: Record<TimerConnectionState, string> = {
  open: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-yellow-6)',
  closing: 'var(--mantine-color-yellow-6)',
  closed: 'var(--mantine-color-red-6)',
  uninstantiated: 'var(--mantine-color-gray-6)',
};

interface TimerButtonProps {
  label: string;
  icon: Icon;
  enabled: boolean;
  onClick: () => void;
  visibleFrom?: MantineBreakpoint;
  opensDialog?: boolean;
}

function TimerButton({
  label,
  icon: ButtonIcon,
  enabled,
  onClick,
  visibleFrom,
  opensDialog,
}: TimerButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      aria-label={label}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      visibleFrom={visibleFrom}
      disabled={!enabled}
      onClick={onClick}
    >
      <ButtonIcon size={18} aria-hidden />
    </ActionIcon>
  );
}

/** True from the first time `needed` is true on, so a lazily loaded part stays mounted to close itself. */
function useNeededOnce(needed: boolean): boolean {
  const [neededOnce, setNeededOnce] = useState(needed);
  if (needed && !neededOnce) setNeededOnce(true);
  return neededOnce || needed;
}

/**
 * The header timer (spec 001 sections 2 and 4): remaining time ticking from the run's start, progress
 * towards the goal, start / pause, stop (log), clear and the goal panel. An Owner or Administrator
 * viewing someone works that person's timer; anyone else viewing someone sees their own, disabled.
 */
export function HeaderTimer({ actor, viewedUserId, onLog, sessionConfirmed }: HeaderTimerProps) {
  const viewingOther = viewedUserId !== undefined && !isSameUser(actor, viewedUserId);
  const mayAct = !viewingOther || mayUseTimerOf(actor, viewedUserId);
  const actsFor = viewingOther && mayAct ? viewedUserId : undefined;
  const socket = useTimerSocket(actsFor, sessionConfirmed);
  const { send, heartbeatLostAt } = socket;
  const personId = actsFor ?? actor.userId;

  const { timer } = socket;
  const fields = useMemo(
    () => (timer ? timerFieldsOf(timer, heartbeatLostAt) : null),
    [timer, heartbeatLostAt],
  );
  const running = fields !== null && isRunning(fields);
  const now = useNow(running);
  const remaining = fields ? remainingAt(fields, now) : 0;
  const enabled = mayAct && socket.connection === 'open' && fields !== null;
  const [panelOpened, setPanelOpened] = useState(false);

  const log = (): void => {
    if (!fields) return;
    const decision = logDecision(fields, Date.now());
    if ('error' in decision) {
      carryOut(decision, send);
      return;
    }
    if (decision.pause) send({ action: 'PAUSE_TIMER' });
    setPanelOpened(false);
    onLog({ personId, time: decision.time });
  };

  // A run pauses when its time runs out (the service then chimes) and stops for logging after ten hours.
  const handledRun = useRef<number | null>(null);
  const logRef = useRef(log);
  logRef.current = log;
  useEffect(() => {
    if (!fields || !running || !enabled || handledRun.current === fields.startAt) return;
    if (isPastAutoStop(fields, now)) {
      handledRun.current = fields.startAt;
      logRef.current();
    } else if (remaining === 0) {
      handledRun.current = fields.startAt;
      send({ action: 'PAUSE_TIMER' });
    }
  }, [fields, running, enabled, now, remaining, send]);

  const controls: TimerControls = {
    fields,
    enabled,
    send,
    log,
    clear: () => send({ action: 'CLEAR_TIMER' }),
  };
  const promptsNeeded = useNeededOnce(
    fields !== null && (fields.chiming || fields.forcedPause || heartbeatLostAt !== null),
  );
  const panelNeeded = useNeededOnce(panelOpened);
  const statusText = TIMER_CONNECTION_STATES[socket.connection];
  const remainingClock = formatTimerClock(remaining);
  const progress =
    fields && fields.goal > 0 ? Math.round(((fields.goal - remaining) / fields.goal) * 100) : 0;

  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Timer">
      <Tooltip label={statusText} withArrow>
        <Box
          component="span"
          tabIndex={0}
          w={10}
          h={10}
          style={{ borderRadius: '50%', flex: 'none', background: statusColor[socket.connection] }}
        >
          <VisuallyHidden>{statusText}</VisuallyHidden>
        </Box>
      </Tooltip>
      <Text
        component="span"
        size="sm"
        ff="monospace"
        role="timer"
        aria-label={`Remaining time ${remainingClock}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {remainingClock}
      </Text>
      <Box
        component="progress"
        visibleFrom="md"
        max={100}
        value={progress}
        aria-label="Progress toward the goal"
        w={48}
      />
      {running ? (
        <TimerButton
          label="Pause timer"
          icon={IconPlayerPauseFilled}
          enabled={enabled}
          onClick={() => send({ action: 'PAUSE_TIMER' })}
        />
      ) : (
        <TimerButton
          label="Start timer"
          icon={IconPlayerPlayFilled}
          enabled={enabled}
          onClick={() => fields && carryOut(startDecision(fields, Date.now()), send)}
        />
      )}
      <TimerButton
        label="Stop timer and log time"
        icon={IconPlayerStopFilled}
        visibleFrom="xs"
        enabled={enabled}
        onClick={log}
      />
      <TimerButton
        label="Clear timer"
        icon={IconRefresh}
        visibleFrom="md"
        enabled={enabled}
        onClick={controls.clear}
      />
      <TimerButton
        label="Timer goal"
        icon={IconChevronDown}
        opensDialog
        enabled={enabled}
        onClick={() => setPanelOpened(true)}
      />
      {panelNeeded && (
        <Suspense fallback={null}>
          <TimerPanel
            controls={controls}
            opened={panelOpened && enabled}
            onClose={() => setPanelOpened(false)}
          />
        </Suspense>
      )}
      {promptsNeeded && (
        <Suspense fallback={null}>
          <TimerPrompts
            controls={controls}
            heartbeatLost={heartbeatLostAt !== null}
            onHeartbeatLossRead={socket.acknowledgeHeartbeatLoss}
          />
        </Suspense>
      )}
    </Group>
  );
}
