import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { clamp } from '@mantine/hooks';
import { TIMER_GOAL_MAX_MS } from '@hgn/domain/timer';
import { setGoalDecision } from '../model/goalDecisions';
import { formatTimerClock } from '../model/timerClock';
import { carryOut } from '../model/timerDecisions';
import { GoalAdjustButtons } from './GoalAdjustButtons';
import type { TimerControls } from './timerControls';
import { TimerModal } from './TimerModal';

const HOUR_MS = 3_600_000;
const MAX_HOURS = TIMER_GOAL_MAX_MS / HOUR_MS;
const MAX_MINUTES = 59;

interface TimerPanelProps {
  controls: TimerControls;
  opened: boolean;
  onClose: () => void;
}

interface GoalFieldProps {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
  autoFocus?: boolean;
}

/** A whole number from 0 to `max`; what is typed beyond is brought back within. */
function GoalField({ label, max, value, onChange, autoFocus }: GoalFieldProps) {
  return (
    <NumberInput
      label={label}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      value={value}
      onChange={(typed) => onChange(clamp(Number(typed) || 0, 0, max))}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** The goal in view mode, or its hour and minute fields (clamped to 0-5 and 0-59) in edit mode. */
function GoalEditor({ controls }: { controls: TimerControls }) {
  const { fields, enabled, send } = controls;
  const goal = fields?.goal ?? 0;
  const [editing, setEditing] = useState(false);
  const [hours, setHours] = useState(0);
  const [minutes, setMinutes] = useState(0);
  // A running or paused run keeps its goal; the goal is set between runs.
  const mayEdit = enabled && fields !== null && !fields.started;

  const edit = (): void => {
    setHours(Math.floor(goal / HOUR_MS));
    setMinutes(Math.floor((goal % HOUR_MS) / 60_000));
    setEditing(true);
  };
  const save = (): void => {
    if (!fields) return;
    const decision = setGoalDecision(fields, hours, minutes, Date.now());
    carryOut(decision, send);
    if (decision.command) setEditing(false);
  };

  if (!editing)
    return (
      <Group justify="space-between">
        <Text>
          Goal: <strong>{formatTimerClock(goal)}</strong>
        </Text>
        <Button size="compact-sm" variant="default" disabled={!mayEdit} onClick={edit}>
          Edit goal
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <Group gap="xs" grow>
        <GoalField label="Hours" max={MAX_HOURS} value={hours} onChange={setHours} autoFocus />
        <GoalField label="Minutes" max={MAX_MINUTES} value={minutes} onChange={setMinutes} />
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        <Button disabled={!mayEdit} onClick={save}>
          Save goal
        </Button>
      </Group>
    </Stack>
  );
}

/** The timer's goal and its adjustments; on narrower screens also clear, and on phones stop (log). */
export function TimerPanel({ controls, opened, onClose }: TimerPanelProps) {
  return (
    <TimerModal opened={opened} onClose={onClose} title="Timer">
      <Stack>
        <GoalEditor controls={controls} />
        <GoalAdjustButtons controls={controls} direction="add" />
        <GoalAdjustButtons controls={controls} direction="remove" />
        {/* The header shows these from its wider sizes on. */}
        <Group gap="xs" hiddenFrom="md">
          <Button variant="default" disabled={!controls.enabled} onClick={controls.clear}>
            Clear timer
          </Button>
          <Button hiddenFrom="xs" disabled={!controls.enabled} onClick={controls.log}>
            Stop and log time
          </Button>
        </Group>
      </Stack>
    </TimerModal>
  );
}
