import { useMemo, useState, type ReactNode } from 'react';
import { NumberInput, Stack, Text, Title } from '@mantine/core';
import { orgSummaryMessages as msg } from '@hgn/domain/messages';
import {
  ACTIVE_MEMBERS_MINIMUM_MAX,
  categoryNameOf,
  projectColumns,
  teamColumns,
  type VolunteerStatsTable,
} from '@hgn/domain/orgSummary';
import { callForCsv } from '../../../shared/api/call';
import { serverSentence } from '../../../shared/api/apiError';
import { orgSummaryEndpoints as endpoints } from '../../../shared/api/endpoints/orgSummary';
import { BarChart } from '../../../ui/charts/BarChart';
import { Columns } from '../../../ui/Columns';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EmptyText, Section } from '../../../ui/Section';
import {
  useTaskAndProjectStats,
  useTeamsStats,
  useVolunteerStats,
  type VolunteerStatsQuery,
} from '../api/orgSummaryApi';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FigureCards, formatFigure } from '../components/FigureCards';
import { PeriodChooser } from '../components/PeriodChooser';
import { ReportTable } from '../components/ReportTable';
import { initialChoice, periodQueryOf, queryOfChoice, teamsQueryOf } from '../orgSummaryChoice';

const DEFAULT_ACTIVE_MEMBERS_MINIMUM = 1;

/** A file name that says which table of which period it holds. */
const fileNameOf = (table: string, { startDate, endDate }: VolunteerStatsQuery) =>
  `org-summary-${table}-${startDate}-to-${endDate}.csv`;

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
  const now = useMemo(() => new Date(), []);
  const [choice, setChoice] = useState(() => initialChoice(now));
  const [minimum, setMinimum] = useState(DEFAULT_ACTIVE_MEMBERS_MINIMUM);
  const { query, problems } = queryOfChoice(choice, now);
  const volunteers = useVolunteerStats(query);
  const projects = useTaskAndProjectStats(query && periodQueryOf(query));
  const teams = useTeamsStats(query && teamsQueryOf(query, minimum));

  const volunteerTableExport = (table: VolunteerStatsTable, label: string) =>
    query && (
      <ExportCsvButton
        label={label}
        fileName={fileNameOf(table, query)}
        download={() => callForCsv(endpoints.volunteerStats, { query: { ...query, table } })}
      />
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Total Org Summary
      </Title>
      <PeriodChooser value={choice} now={now} problems={problems} onChange={setChoice} />

      <Section title="Volunteers" aside={volunteerTableExport('figures', 'the volunteer figures')}>
        <Loaded read={volunteers} label="Loading the volunteer figures">
          {(stats) => <FigureCards stats={stats} />}
        </Loaded>
      </Section>

      <Columns from="md">
        <Section
          title="Tangible hours by category"
          aside={volunteerTableExport('categories', 'the tangible hours by category')}
        >
          <Loaded read={volunteers} label="Loading the hours by category">
            {(stats) => (
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
            )}
          </Loaded>
        </Section>
        <Section
          title="Volunteers by average weekly hours"
          aside={volunteerTableExport('bands', 'the volunteers by average weekly hours')}
        >
          <Loaded read={volunteers} label="Loading the volunteers by weekly hours">
            {(stats) => (
              <BarChart
                title="Volunteers by average weekly tangible hours"
                unit="volunteers"
                rows={stats.hoursBands.map((band) => ({
                  label: `${band.label} hours`,
                  value: band.volunteers.current,
                  color: 'var(--mantine-color-grape-filled)',
                }))}
              />
            )}
          </Loaded>
        </Section>
      </Columns>

      <Section
        title="Teams"
        aside={
          query && (
            <ExportCsvButton
              label="the teams"
              fileName={fileNameOf('teams', query)}
              download={() => callForCsv(endpoints.teamsStats, { query: teamsQueryOf(query, minimum) })}
            />
          )
        }
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
            {(stats) =>
              stats.teams.length === 0 ? (
                <EmptyText>{msg.noTeams}</EmptyText>
              ) : (
                <>
                  <BarChart
                    title="Hours by team"
                    unit="hours"
                    rows={stats.teams.map((team) => ({
                      label: team.teamName,
                      value: team.tangibleHours + team.intangibleHours,
                      color: 'var(--mantine-color-blue-filled)',
                    }))}
                  />
                  <ReportTable
                    label="Teams"
                    columns={teamColumns}
                    rows={stats.teams}
                    keyOf={(team) => team._id}
                  />
                </>
              )
            }
          </Loaded>
        </Stack>
      </Section>

      <Section
        title="Projects"
        aside={
          query && (
            <ExportCsvButton
              label="the projects"
              fileName={fileNameOf('projects', query)}
              download={() => callForCsv(endpoints.taskAndProjectStats, { query: periodQueryOf(query) })}
            />
          )
        }
      >
        <Loaded read={projects} label="Loading the projects">
          {(stats) =>
            stats.projects.length === 0 ? (
              <EmptyText>{msg.noProjects}</EmptyText>
            ) : (
              <Stack gap="sm">
                <Text size="sm">
                  {formatFigure(stats.totals.tangibleHours)} tangible and{' '}
                  {formatFigure(stats.totals.intangibleHours)} intangible hours; {stats.totals.tasksCompleted}{' '}
                  of {stats.totals.tasksActive} open tasks completed.
                </Text>
                <ReportTable
                  label="Projects"
                  columns={projectColumns}
                  rows={stats.projects}
                  keyOf={(project, index) => project._id ?? `none-${index}`}
                />
              </Stack>
            )
          }
        </Loaded>
      </Section>
    </Stack>
  );
}
