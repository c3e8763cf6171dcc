import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Group, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconBeach, IconEyeOff, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  leaderboardRowView,
  leaderboardTimeOff,
  orgBarColor,
  orgBarName,
  orgBarProgress,
  roundHours,
  type LeaderboardRowJson,
  type LeaderboardTimeOff,
  type OrgDataJson,
} from '@hgn/domain/dashboard';
import { isSameUser } from '@hgn/domain/permissions';
import { formatDay } from '../../../ui/formatDate';
import { hint } from '../../../ui/HintLayer';
import { linkTo, paths } from '../../../shared/routing/paths';
import { HOURS_COLOR_MEANING, HOURS_TEXT_COLOR } from '../leaderboardModel';

/** Names longer than this may be cut by the column's width: their full name shows on hover and focus. */
const LONG_NAME = 24;

/** What each row may show or do for the viewer. */
export type RowOptions = {
  /** The signed-in person: their own row opens nothing. */
  viewerId: string;
  /** Whether the viewer may open others' dashboards (`canViewOthersDashboard`). */
  mayOpenDashboards: boolean;
  seesSummaryIndicator: boolean;
  seesVisibilityIcon: boolean;
  now: Date;
  onOpenDashboard: (row: LeaderboardRowJson) => void;
  /** Opens the details of the row's time off. */
  onOpenTimeOff: (row: LeaderboardRowJson) => void;
};

const dotStyle = (isMet: boolean) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  background: isMet ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-red-filled)',
});

/** The row's status dot: green once the week's tangible hours reach the commitment, red below it. */
function Status({ row, isMet, options }: { row: LeaderboardRowJson; isMet: boolean; options: RowOptions }) {
  const status = isMet ? 'Weekly commitment met' : 'Below the weekly commitment';
  if (isSameUser({ userId: options.viewerId }, row.personId) || !options.mayOpenDashboards)
    return <Box component="span" role="img" aria-label={status} title={status} style={dotStyle(isMet)} />;
  const label = `View the dashboard of ${row.name}`;
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={`${label} (${status.toLowerCase()})`}
      {...hint(`${status}. ${label}`)}
      onClick={() => options.onOpenDashboard(row)}
    >
      <Box component="span" style={dotStyle(isMet)} />
    </ActionIcon>
  );
}

const timeOffWords = (name: string, timeOff: LeaderboardTimeOff): string =>
  `${name} ${timeOff.phase === 'current' ? 'has time off' : 'has upcoming time off'} from ${formatDay(timeOff.from)} to ${formatDay(timeOff.till)}`;

/** A mark that shows its words on hover and on keyboard focus, and says them to screen readers. */
function Mark({ words, color, children }: { words: string; color: string; children: ReactNode }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={words}
      {...hint(words)}
      tabIndex={0}
      style={{ display: 'inline-flex', color, flexShrink: 0, borderRadius: 'var(--mantine-radius-xs)' }}
    >
      {children}
    </Box>
  );
}

function NameCell({ row, options }: { row: LeaderboardRowJson; options: RowOptions }) {
  const timeOff = leaderboardTimeOff(row, options.now);
  const timeOffHint = timeOff && timeOffWords(row.name, timeOff);
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor
        component={Link}
        to={linkTo(paths.userProfile, { userId: row.personId })}
        size="sm"
        truncate="end"
        display="inline-block"
        maw="14rem"
        style={{ verticalAlign: 'middle' }}
        {...(row.name.length > LONG_NAME ? hint(row.name) : {})}
      >
        {row.name}
      </Anchor>
      {timeOff && timeOffHint && (
        <ActionIcon
          variant="subtle"
          size="sm"
          color="gray"
          style={{
            color:
              timeOff.phase === 'current'
                ? 'light-dark(var(--mantine-color-cyan-9), var(--mantine-color-cyan-4))'
                : 'var(--mantine-color-dimmed)',
          }}
          aria-label={`${timeOffHint}: details`}
          {...hint(timeOffHint)}
          onClick={() => options.onOpenTimeOff(row)}
        >
          <IconBeach size={16} aria-hidden />
        </ActionIcon>
      )}
      {options.seesSummaryIndicator && row.hasSummary && (
        <Mark words={`${row.name} has written this week's summary`} color="var(--mantine-color-blue-text)">
          <IconFileText size={16} aria-hidden />
        </Mark>
      )}
      {options.seesVisibilityIcon && !row.isVisible && (
        <Mark words={`${row.name} is hidden from other members`} color="var(--mantine-color-dimmed)">
          <IconEyeOff size={16} aria-hidden />
        </Mark>
      )}
    </Group>
  );
}

const hoursText = (hours: number): string => String(hours);

/** One person's row: status, name with its marks, the bar, tangible, intangible and total hours. */
export function LeaderboardRow({ row, options }: { row: LeaderboardRowJson; options: RowOptions }) {
  const view = leaderboardRowView(row);
  return (
    <Table.Tr data-person={row.personId}>
      <Table.Td>
        <Status row={row} isMet={view.isCommitmentMet} options={options} />
      </Table.Td>
      <Table.Td>
        <NameCell row={row} options={options} />
      </Table.Td>
      <Table.Td miw={120}>
        <Progress
          value={view.barprogress}
          color={view.barcolor}
          size="lg"
          aria-label={`Tangible hours of ${row.name} against the commitment`}
          data-color={view.barcolor}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Text
          size="sm"
          component="span"
          fw={view.hoursColor ? 700 : undefined}
          style={view.hoursColor ? { color: HOURS_TEXT_COLOR[view.hoursColor] } : undefined}
          data-color={view.hoursColor ?? undefined}
        >
          {hoursText(view.tangibletime)}
        </Text>
        {view.hoursColor && <VisuallyHidden>, {HOURS_COLOR_MEANING[view.hoursColor]}</VisuallyHidden>}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" component="span">
          {hoursText(view.intangibletime)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" component="span">
          {hoursText(view.totaltime)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The organisation's row above the people: its week against everyone's commitment. */
export function OrgRow({ org }: { org: OrgDataJson }) {
  const name = orgBarName(org);
  const progress = orgBarProgress(org);
  const color = orgBarColor(org);
  return (
    <Table.Tr bg="var(--mantine-color-default-hover)" data-org>
      <Table.Td />
      <Table.Td>
        <Text size="sm" fw={700}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          of {roundHours(org.totalweeklycommittedHours)} committed hours
        </Text>
      </Table.Td>
      <Table.Td miw={120}>
        <Progress
          value={progress}
          color={color}
          size="lg"
          aria-label="Tangible hours of the organisation against its commitment"
          data-color={color}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" component="span" fw={700}>
          {hoursText(roundHours(org.totaltangibletime_hrs))}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" component="span" fw={700}>
          {hoursText(roundHours(org.totalintangibletime_hrs))}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" component="span" fw={700}>
          {hoursText(roundHours(org.totaltime_hrs))}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
