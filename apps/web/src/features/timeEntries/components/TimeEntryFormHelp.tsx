import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { timeEntryMessages as msg } from '@hgn/domain/messages';
import type { NotesProblem } from '@hgn/domain/timeEntries';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** How to fill in a time entry. */
export function TimeEntryHelpModal({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Time entry help">
      <Stack gap="sm">
        <Text size="sm">
          Log the time you worked on one day: the date (Pacific time), the hours (0 to 40) and minutes (0 to
          59), and the project or task you worked on. Time logged on a task adds to the hours logged on it.
        </Text>
        <Text size="sm">
          The notes say what you completed, in more than ten words (a sentence or two), and give a link
          starting with http:// or https:// to where your work can be reviewed, such as a Google Doc.
        </Text>
        <Text size="sm">
          You can change your own entries on the day you logged them. Changing tangible time counts as an
          edit: the fifth edit within 365 days, and every edit after it, gives a blue square.
        </Text>
      </Stack>
    </Modal>
  );
}

/** What tangible and intangible time mean. */
export function TangibleHelpModal({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tangible and intangible time">
      <Stack gap="sm">
        <Text size="sm">
          Tangible time is time spent working on your tasks and projects, with a result others can review. It
          counts toward your weekly committed hours, the leaderboard and the hours logged on the task.
        </Text>
        <Text size="sm">
          Intangible time is everything else you did for the organisation, such as meetings, reading or
          travel. It is recorded, but it does not count toward your weekly commitment.
        </Text>
      </Stack>
    </Modal>
  );
}

/** The reminders of what the notes lack, when a save is refused for them. */
export function ReminderModal({ opened, onClose, problems }: DialogProps & { problems: NotesProblem[] }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reminder">
      <Stack gap="md">
        <Text size="sm">{msg.notesRequired}</Text>
        <List size="sm" spacing="xs">
          {problems.map((problem) => (
            <List.Item key={problem}>
              {problem === 'tooFewWords' ? msg.notesDetailReminder : msg.notesLinkReminder}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'HOLD ON TIGER!': a new entry of intangible time is confirmed, or logged as tangible instead; where
 * only intangible time may be logged (one's own time log), confirmed or taken back to the form.
 */
export function IntangibleConfirmModal({
  opened,
  onClose,
  onChoose,
  mayLogTangible,
}: DialogProps & { onChoose: (asTangible: boolean) => void; mayLogTangible: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={msg.intangibleTitle}>
      <Stack gap="md">
        <Text size="sm">{msg.intangibleConfirm}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onChoose(false)} data-autofocus={!mayLogTangible}>
            Keep intangible
          </Button>
          {mayLogTangible ? (
            <Button onClick={() => onChoose(true)} data-autofocus>
              Log as tangible
            </Button>
          ) : (
            <Button onClick={onClose}>Back to the form</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
