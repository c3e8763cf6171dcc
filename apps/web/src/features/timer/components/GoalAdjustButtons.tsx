import { Button, Group } from '@mantine/core';
import { addToGoalDecision, removeFromGoalDecision } from '../model/goalDecisions';
import { carryOut } from '../model/timerDecisions';
import type { TimerControls } from './timerControls';

const STEPS_MINUTES = [15, 30, 60] as const;

interface GoalAdjustButtonsProps {
  controls: TimerControls;
  direction: 'add' | 'remove';
  /** Before the command is sent (the Time Complete prompt stops its chime). */
  onUse?: () => void;
}

/** +15 / +30 / +60 (or -15 / -30 / -60) minutes on the goal and the remaining time. */
export function GoalAdjustButtons({ controls, direction, onUse }: GoalAdjustButtonsProps) {
  const { fields, enabled, send } = controls;
  const decide = direction === 'add' ? addToGoalDecision : removeFromGoalDecision;
  const sign = direction === 'add' ? '+' : '-';
  const verb = direction === 'add' ? 'Add' : 'Remove';
  return (
    <Group gap="xs" role="group" aria-label={direction === 'add' ? 'Add to goal' : 'Remove from goal'}>
      {STEPS_MINUTES.map((minutes) => (
        <Button
          key={minutes}
          size="compact-sm"
          variant="light"
          color={direction === 'add' ? 'blue' : 'gray'}
          aria-label={`${verb} ${minutes} minutes`}
          disabled={!enabled || !fields}
          onClick={() => {
            if (!fields) return;
            onUse?.();
            carryOut(decide(fields, minutes, Date.now()), send);
          }}
        >
          {sign}
          {minutes}
        </Button>
      ))}
    </Group>
  );
}
