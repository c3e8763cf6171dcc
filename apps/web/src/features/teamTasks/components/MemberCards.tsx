import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import classes from './MemberCards.module.css';
import { useMemberParts, type MemberViewProps } from './MemberParts';

const listStyle = { listStyle: 'none' } as const;

/** One member as a card: their links and hours, then each task with its progress and actions, then their panels. */
function MemberCard(props: MemberViewProps) {
  const { member } = props;
  const parts = useMemberParts(props);
  const { hours, timeLogs } = parts;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={member.name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {parts.statusDot}
          {parts.links}
        </Group>
        <Text size="xs">
          {hours.committed} committed · {hours.completed} completed · {hours.remaining} remaining hours
        </Text>
        {parts.noOpenTasks ?? (
          <Stack gap="sm" component="ul" m={0} p={0} style={listStyle} aria-label={`Tasks of ${member.name}`}>
            {parts.tasks.map((task) => (
              <Stack key={task.id} gap={6} component="li">
                {task.link}
                {task.progress}
                {task.status !== null && <Text size="sm">Status: {task.status}</Text>}
                {parts.hasTaskActions && <Box className={classes.taskActions}>{task.actions}</Box>}
              </Stack>
            ))}
          </Stack>
        )}
        {parts.footer}
        {parts.timeOff && <Box id={parts.timeOffId}>{parts.timeOff}</Box>}
        {timeLogs && (
          <Box pl="xs" style={timeLogs.edge}>
            {timeLogs.panel}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** The members of a page as cards, for screens too narrow for the table. */
export function MemberCards({
  members,
  labelledBy,
  viewOf,
}: {
  members: readonly TeamMemberTasksJson[];
  labelledBy: string;
  viewOf: (member: TeamMemberTasksJson) => Omit<MemberViewProps, 'member'>;
}) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={listStyle} aria-labelledby={labelledBy}>
      {members.map((member) => (
        <MemberCard key={member.personId} member={member} {...viewOf(member)} />
      ))}
    </Stack>
  );
}
