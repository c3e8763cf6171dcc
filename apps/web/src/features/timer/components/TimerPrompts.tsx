import { Button, Group, Stack, Text } from '@mantine/core';
import { timerMessages } from '@hgn/domain/messages';
import timeCompleteSound from '../sounds/timeComplete.wav';
import timerPausedSound from '../sounds/timerPaused.wav';
import { GoalAdjustButtons } from './GoalAdjustButtons';
import type { TimerControls } from './timerControls';
import { TimerModal } from './TimerModal';
import { useLoopingSound } from './useLoopingSound';

interface TimerPromptsProps {
  controls: TimerControls;
  /** Heartbeats went unanswered: the timer is paused here until the person has read why. */
  heartbeatLost: boolean;
  onHeartbeatLossRead: () => void;
}

/**
 * Time Complete (remaining time reached zero: a chime until acknowledged, then log or add time) and
 * Timer Paused (a forced pause: an alert until acknowledged with ACK_FORCED).
 */
export function TimerPrompts({ controls, heartbeatLost, onHeartbeatLossRead }: TimerPromptsProps) {
  const { fields, enabled, send } = controls;
  const pausedOpened = heartbeatLost || (fields?.forcedPause ?? false);
  const completeOpened = !pausedOpened && (fields?.chiming ?? false);
  useLoopingSound(timerPausedSound, pausedOpened);
  useLoopingSound(timeCompleteSound, completeOpened);

  const stopChime = (): void => send({ action: 'START_CHIME', value: false });
  const acknowledgePause = (): void => {
    if (fields?.forcedPause) send({ action: 'ACK_FORCED' });
    onHeartbeatLossRead();
  };

  return (
    <>
      <TimerModal opened={completeOpened} onClose={stopChime} title={timerMessages.completeTitle}>
        <Stack>
          <Text>{timerMessages.noRemainingTime}</Text>
          <GoalAdjustButtons controls={controls} direction="add" onUse={stopChime} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={stopChime}>
              Close
            </Button>
            <Button
              disabled={!enabled}
              onClick={() => {
                stopChime();
                controls.log();
              }}
              data-autofocus
            >
              Log time
            </Button>
          </Group>
        </Stack>
      </TimerModal>
      <TimerModal
        opened={pausedOpened}
        onClose={acknowledgePause}
        title={timerMessages.pausedTitle}
        closeOnClickOutside={false}
      >
        <Stack>
          <Text>{timerMessages.paused}</Text>
          <Group justify="flex-end">
            <Button onClick={acknowledgePause} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </TimerModal>
    </>
  );
}
