import { useId } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { tasksOfRow, type TeamMemberTasksJson } from '@hgn/domain/teamTasks';
import { DAY_FILTER_COLORS } from '../teamTasksModel';
import classes from './MemberCards.module.css';
import {
  EntriesPanel,
  MemberLinks,
  StatusDot,
  TaskLink,
  TaskProgress,
  TasksFooter,
  TimeOffText,
  hasTasksFooter,
  hasTimeOff,
  memberHours,
  type MemberViewProps,
} from './MemberParts';

const listStyle = { listStyle: 'none' } as const;

/** One member as a card: their links and hours, then each task with its progress and actions, then their panels. */
function MemberCard(props: MemberViewProps) {
  const { member, isShowingAll, isTimeOffOpen, dayFilter, entries, renderTaskActions } = props;
  const timeOffId = useId();
  const { shown, openCount, completedHidden } = tasksOfRow(member.tasks, member.personId, isShowingAll);
  const hours = memberHours(member);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={member.name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <StatusDot member={member} />
          <MemberLinks
            member={member}
            isTimeOffOpen={isTimeOffOpen}
            onToggleTimeOff={props.onToggleTimeOff}
            timeOffId={timeOffId}
          />
        </Group>
        <Text size="xs">
          {hours.committed} committed · {hours.completed} completed · {hours.remaining} remaining hours
        </Text>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            No open tasks.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={listStyle} aria-label={`Tasks of ${member.name}`}>
            {shown.map((task) => (
              <Stack key={task._id} gap={6} component="li">
                <TaskLink task={task} member={member} />
                <TaskProgress task={task} />
                {props.hasStatusColumn && <Text size="sm">Status: {task.status}</Text>}
                {renderTaskActions && (
                  <Box className={classes.taskActions}>
                    {renderTaskActions(
                      task,
                      { personId: member.personId, name: member.name },
                      props.onChanged,
                    )}
                  </Box>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        {hasTasksFooter(openCount, shown.length, completedHidden, isShowingAll) && (
          <TasksFooter
            openCount={openCount}
            shownCount={shown.length}
            completedHidden={completedHidden}
            isShowingAll={isShowingAll}
            onToggleShowAll={props.onToggleShowAll}
          />
        )}
        {hasTimeOff(member) && isTimeOffOpen && (
          <Box id={timeOffId}>
            <TimeOffText member={member} />
          </Box>
        )}
        {dayFilter !== null && entries !== undefined && (
          <Box
            pl="xs"
            style={{ borderLeft: `4px solid var(--mantine-color-${DAY_FILTER_COLORS[dayFilter]}-filled)` }}
          >
            <EntriesPanel entries={entries} days={dayFilter} />
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
