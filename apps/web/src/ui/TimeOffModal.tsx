import { Modal, Text } from '@mantine/core';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';
import { formatDay } from './formatDate';

/** An absence to show: its dates, and its length and reason where the viewer may read the request. */
export type ShownAbsence = Pick<TimeOffRequestJson, 'startingDate' | 'endingDate'> &
  Partial<Pick<TimeOffRequestJson, 'duration' | 'reason'>>;

/** The time-off modal: the weeks of the current absence, or of the next one. */
export function TimeOffModal({
  request,
  opened,
  onClose,
  name,
}: {
  request: ShownAbsence;
  opened: boolean;
  onClose: () => void;
  name: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Time off">
      <Text>
        {name} is off from {formatDay(request.startingDate)} to {formatDay(request.endingDate)}
        {request.duration === undefined
          ? '.'
          : ` (${request.duration} ${request.duration === 1 ? 'week' : 'weeks'}).`}
      </Text>
      {request.reason && (
        <Text mt="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {request.reason}
        </Text>
      )}
    </Modal>
  );
}
