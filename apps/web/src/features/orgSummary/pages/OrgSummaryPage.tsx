import { useState, type ReactNode } from 'react';
import { NumberInput, Stack, Text, Title } from '@mantine/core';
import { orgSummaryMessages as msg } from '@hgn/domain/messages';
import {
  ACTIVE_MEMBERS_MINIMUM_MAX,
  categoryNameOf,
  orgSummaryPeriodInput,
  projectColumns,
  teamColumns,
  type VolunteerStatsJson,
  type VolunteerStatsTable,
} from '@hgn/domain/orgSummary';
import type { ReportPeriod } from '@hgn/domain/reports';
import { formatWeekdayUS } from '@hgn/domain/time';
import { callForCsv } from '../../../shared/api/call';
import { serverSentence } from '../../../shared/api/apiError';
import { orgSummaryEndpoints as endpoints } from '../../../shared/api/endpoints/orgSummary';
import { usePeriodInAddress } from '../../../shared/routing/usePeriodInAddress';
import { BarChart } from '../../../ui/charts/BarChart';
import { Columns } from '../../../ui/Columns';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { formatNumber } from '../../../ui/formatNumber';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { PeriodChooser } from '../../../ui/PeriodChooser';
import { ReportTable } from '../../../ui/ReportTable';
import { Section } from '../../../ui/Section';
import { useTaskAndProjectStats, useTeamsStats, useVolunteerStats } from '../api/orgSummaryApi';
import { ComparisonChooser } from '../components/ComparisonChooser';
import { FigureCards } from '../components/FigureCards';
import { periodQueryOf, teamsQueryOf, volunteerStatsQueryOf } from '../orgSummaryChoice';

const DEFAULT_ACTIVE_MEMBERS_MINIMUM = 1;

/** What a section shows of its read: placeholders while it first loads, the server's words if it fails. */
function Loaded<T>({
  read,
  label,
  children,
}: {
  read: { data: T | undefined; isError: boolean; error: unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return children(read.data);
  if (read.isError) return <ListLoadFailed message={serverSentence(read.error, msg.loadFailed)} />;
  return <ListLoading label={label} rows={3} />;
}

/**
 * The Total Org Summary: the organisation's volunteer figures for a period against a comparison period,
 * hours by category, by team and by project, and volunteers by weekly hours; each table downloads as CSV.
 */
export function OrgSummaryPage() {
  const [period, setPeriod] = usePeriodInAddress(orgSummaryPeriodInput);
  const [comparison, setComparison] = useState<ReportPeriod | null>(null);
  const [minimum, setMinimum] = useState(DEFAULT_ACTIVE_MEMBERS_MINIMUM);
  const volunteerQuery = volunteerStatsQueryOf(period, comparison);
  const volunteers = useVolunteerStats(volunteerQuery);
  const projects = useTaskAndProjectStats(periodQueryOf(period));
  const teams = useTeamsStats(teamsQueryOf(period, minimum));

  /** An export button; its file's name says which table of which period it holds. */
  const exportOf = (what: string, table: string, read: () => Promise<string>) => (
    <ExportCsvButton
      label={what}
      download={async () => ({
        csv: await read(),
        filename: `org-summary-${table}-${period.fromDate}-to-${period.toDate}.csv`,
      })}
    />
  );

  /** A section of the volunteer figures, which downloads its table of them. */
  const volunteerSection = (
    title: string,
    what: string,
    table: VolunteerStatsTable,
    show: (stats: VolunteerStatsJson) => ReactNode,
  ) => (
    <Section
      title={title}
      aside={exportOf(what, table, () =>
        callForCsv(endpoints.volunteerStats, { query: { ...volunteerQuery, table } }),
      )}
    >
      <Loaded read={volunteers} label={`Loading ${what}`}>
        {show}
      </Loaded>
    </Section>
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Total Org Summary
      </Title>
      <Stack gap="sm">
        <PeriodChooser label="Period" period={period} input={orgSummaryPeriodInput} onChange={setPeriod} />
        <Text size="sm" aria-live="polite">
          Showing {formatWeekdayUS(period.fromDate)} to {formatWeekdayUS(period.toDate)}, Pacific time.
        </Text>
        <ComparisonChooser period={period} comparison={comparison} onChange={setComparison} />
      </Stack>

      {volunteerSection('Volunteers', 'the volunteer figures', 'figures', (stats) => (
        <FigureCards stats={stats} />
      ))}

      <Columns from="md">
        {volunteerSection(
          'Tangible hours by category',
          'the tangible hours by category',
          'categories',
          (stats) => (
            <BarChart
              title="Tangible hours by category"
              unit="hours"
              emptyText={msg.noHours}
              rows={stats.hoursByCategory.map((line) => ({
                label: categoryNameOf(line.category),
                value: line.tangibleHours.current,
                color: 'var(--mantine-color-teal-filled)',
              }))}
            />
          ),
        )}
        {volunteerSection(
          'Volunteers by average weekly hours',
          'the volunteers by average weekly hours',
          'bands',
          (stats) => (
            <BarChart
              title="Volunteers by average weekly tangible hours"
              unit="volunteers"
              rows={stats.hoursBands.map((band) => ({
                label: `${band.label} hours`,
                value: band.volunteers.current,
                color: 'var(--mantine-color-grape-filled)',
              }))}
            />
          ),
        )}
      </Columns>

      <Section
        title="Teams"
        aside={exportOf('the teams', 'teams', () =>
          callForCsv(endpoints.teamsStats, { query: teamsQueryOf(period, minimum) }),
        )}
      >
        <Stack gap="sm">
          <NumberInput
            label="At least this many active members"
            value={minimum}
            min={0}
            max={ACTIVE_MEMBERS_MINIMUM_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            w={260}
            onChange={(value) => setMinimum(typeof value === 'number' ? value : 0)}
          />
          <Loaded read={teams} label="Loading the teams">
            {(stats) => (
              <>
                {stats.teams.length > 0 && (
                  <BarChart
                    title="Hours by team"
                    unit="hours"
                    rows={stats.teams.map((team) => ({
                      label: team.teamName,
                      value: team.tangibleHours + team.intangibleHours,
                      color: 'var(--mantine-color-blue-filled)',
                    }))}
                  />
                )}
                <ReportTable label="Teams" columns={teamColumns} rows={stats.teams} emptyText={msg.noTeams} />
              </>
            )}
          </Loaded>
        </Stack>
      </Section>

      <Section
        title="Projects"
        aside={exportOf('the projects', 'projects', () =>
          callForCsv(endpoints.taskAndProjectStats, { query: periodQueryOf(period) }),
        )}
      >
        <Loaded read={projects} label="Loading the projects">
          {(stats) => (
            <Stack gap="sm">
              {stats.projects.length > 0 && (
                <Text size="sm">
                  {formatNumber(stats.totals.tangibleHours)} tangible and{' '}
                  {formatNumber(stats.totals.intangibleHours)} intangible hours; {stats.totals.tasksCompleted}{' '}
                  of {stats.totals.tasksActive} open tasks completed.
                </Text>
              )}
              <ReportTable
                label="Projects"
                columns={projectColumns}
                rows={stats.projects}
                emptyText={msg.noProjects}
              />
            </Stack>
          )}
        </Loaded>
      </Section>
    </Stack>
  );
}
