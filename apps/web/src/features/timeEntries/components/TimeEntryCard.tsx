import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notesPieces, type TimeEntryJson } from '@hgn/domain/timeEntries';
import { formatDay } from '../../../ui/formatDate';
import { textOfMarkup } from '../../../ui/textOfMarkup';
import { linkTo, paths } from '../../../shared/routing/paths';
import { formatHoursMinutes, minutesOf } from '../timeLogDays';

/**
 * The notes as text, their http(s) links clickable and opened apart from the app; underlined, since in
 * running text colour alone does not set a link apart (too little contrast with the text in dark mode).
 */
function Notes({ notes }: { notes: string }) {
  const pieces = notesPieces(textOfMarkup(notes));
  if (pieces.length === 0) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {pieces.map((piece, index) =>
        piece.href ? (
          <Anchor
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
            inherit
          >
            {piece.text}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </Text>
  );
}

/** Project / WBS / task; the task links to its page when it belongs to a project. */
function WorkNames({ entry }: { entry: TimeEntryJson }) {
  const names = [entry.projectName, entry.wbsName].filter((name): name is string => Boolean(name));
  const task =
    entry.taskName &&
    (entry.taskId && entry.projectId ? (
      <Anchor component={Link} to={linkTo(paths.task, { taskId: entry.taskId })} inherit>
        {entry.taskName}
      </Anchor>
    ) : (
      entry.taskName
    ));
  if (names.length === 0 && !task) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {names.join(' / ')}
      {names.length > 0 && task ? ' / ' : null}
      {task}
    </Text>
  );
}

interface TimeEntryCardProps {
  entry: TimeEntryJson;
  /** Offered only when the domain's rules let the viewer change or delete this entry. */
  onEdit?: (entry: TimeEntryJson) => void;
  onDelete?: (entry: TimeEntryJson) => void;
}

/** One time entry of the time log: its day, time, kind, what it was worked on and its notes. */
export function TimeEntryCard({ entry, onEdit, onDelete }: TimeEntryCardProps) {
  const day = formatDay(entry.dateOfWork);
  const time = formatHoursMinutes(minutesOf(entry));
  return (
    <Card withBorder padding="sm" component="li" aria-label={`Time entry of ${day}, ${time}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {day}
            </Text>
            <Text size="sm" fw={600}>
              {time}
            </Text>
            <Badge variant="light" color={entry.isTangible ? 'teal' : 'gray'} tt="none" size="sm">
              {entry.isTangible ? 'Tangible' : 'Intangible'}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <ActionIcon
                variant="subtle"
                aria-label={`Edit the time entry of ${day}`}
                onClick={() => onEdit(entry)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            )}
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete the time entry of ${day}`}
                onClick={() => onDelete(entry)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <WorkNames entry={entry} />
        <Notes notes={entry.notes} />
      </Stack>
    </Card>
  );
}
