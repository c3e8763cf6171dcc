import { googleDocLinkOf } from '@hgn/domain/users';
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  REPORT_COLOURS,
  SUMMARY_WEEK_NAMES,
  SUMMARY_WEEKS,
  canManageSummaryRecipients,
  canUseReportFilters,
  hasSummaryFor,
  hoursOfWeek,
  isReportColour,
  isSummaryWeek,
  NO_REPORT_FILTERS,
  REPORT_PAGE_SIZE,
  reportFilterQueryOf,
  type ReportColour,
  type ReportFilters,
  type SummaryStatusFilter,
  type SummaryWeek,
  type WeeklySummariesReportRowJson,
} from '@hgn/domain/weeklySummaries';
import { linkTo, paths } from '../../../shared/routing/paths';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { formatDay } from '../../../ui/formatDate';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { callForCsv } from '../../../shared/api/call';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ListPager } from '../../../ui/ListPager';
import { EmptyText } from '../../../ui/Section';
import { textOfMarkup } from '../../../ui/textOfMarkup';
import { useActor } from '../../../shared/session/useActor';
import { SummaryRecipientsButton } from '../components/SummaryRecipients';
import {
  reportEmailsOf,
  useSetReportColour,
  useWeeklySummariesReportPage,
} from '../api/weeklySummariesReportApi';

/** The search is sent once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS: { value: SummaryStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'missing', label: 'Not submitted' },
];

/** Each colour of the report as the theme draws it. */
const COLOUR_SHADES: Record<ReportColour, string> = {
  purple: 'grape',
  green: 'green',
  navy: 'indigo',
  orange: 'orange',
  red: 'red',
  teal: 'teal',
};
const COLOUR_OPTIONS = REPORT_COLOURS.map((colour) => ({
  value: colour,
  label: colour[0]!.toUpperCase() + colour.slice(1),
}));

/** The colour a person has in the report, which those who run it change. */
function ColourChoice({ row, name }: { row: WeeklySummariesReportRowJson; name: string }) {
  const setColour = useSetReportColour();
  return (
    <Select
      aria-label={`Colour of ${name}`}
      placeholder="No colour"
      size="xs"
      w={130}
      clearable
      data={COLOUR_OPTIONS}
      value={row.filterColor}
      disabled={setColour.isPending}
      onChange={(value) =>
        setColour.mutate(
          { userId: row._id, filterColor: isReportColour(value) ? value : null },
          { onError: (error) => toastRefusal(error, 'The colour could not be saved.') },
        )
      }
    />
  );
}

/** One person's week: hours against the commitment, links, and what they wrote. */
function PersonCard({
  row,
  week,
  mayColour,
}: {
  row: WeeklySummariesReportRowJson;
  week: SummaryWeek;
  mayColour: boolean;
}) {
  const hours = hoursOfWeek(row, week);
  const isMet = hours >= row.weeklycommittedHours;
  const summary = row.weeklySummaries[week];
  const googleDoc = googleDocLinkOf(row.adminLinks);
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      style={
        row.filterColor
          ? { borderLeft: `6px solid var(--mantine-color-${COLOUR_SHADES[row.filterColor]}-filled)` }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={linkTo(paths.userProfile, { userId: row._id })} fw={600}>
              {name}
            </Anchor>
            <Badge variant="light" size="sm">
              {row.role}
            </Badge>
            {row.teamCode && (
              <Badge variant="outline" size="sm">
                {row.teamCode}
              </Badge>
            )}
            {row.teams.map((team) => (
              <Badge key={team._id} variant="default" size="sm" tt="none">
                {team.teamName}
              </Badge>
            ))}
            {mayColour && <ColourChoice row={row} name={name} />}
          </Group>
          <Text
            size="sm"
            fw={600}
            c={isMet ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)'}
          >
            {hours} of {row.weeklycommittedHours} hours
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Anchor href={`mailto:${row.email}`} size="sm">
            {row.email}
          </Anchor>
          {row.mediaUrl ? (
            <Anchor href={row.mediaUrl} target="_blank" rel="noopener noreferrer" size="sm">
              Media files
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No media link
            </Text>
          )}
          {googleDoc && (
            <Anchor href={googleDoc} target="_blank" rel="noopener noreferrer" size="sm">
              Google Doc
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            Bio: {row.bioPosted}
          </Text>
          <Text size="sm" c="dimmed">
            Total valid weekly summaries: {row.weeklySummariesCount}
          </Text>
        </Group>
        {hasSummaryFor(row, week) && summary ? (
          <>
            <Text size="xs" c="dimmed">
              Submitted {summary.uploadDate ? formatDay(summary.uploadDate) : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {textOfMarkup(summary.summary)}
            </Text>
          </>
        ) : (
          <EmptyText>
            {row.weeklySummaryNotReq ? 'No summary required.' : 'No summary submitted for this week.'}
          </EmptyText>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The weekly summaries report (spec 001): one tab per week of the four, every active person's summary
 * with hours against commitment and links, filtered by summary status and name, and for those who run
 * the report by team, team code and colour (which they give people here); the shown people's e-mails
 * copied at once. The server keeps the filters and sends a page of fifty people at a time.
 */
export function WeeklySummariesReportPage() {
  const actor = useActor();
  const mayFilter = actor !== null && canUseReportFilters(actor);
  const [week, setWeek] = useState<SummaryWeek>(0);
  const [filters, setShownFilters] = useState<ReportFilters>(NO_REPORT_FILTERS);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const report = useWeeklySummariesReportPage({ week, filters: { ...filters, search }, page });
  const total = report.data?.total ?? 0;
  const onPage = report.data?.items ?? [];
  const setFilters = (chosen: ReportFilters) => {
    setShownFilters(chosen);
    setPage(1);
  };

  const exportCsv = async () => ({
    csv: await callForCsv(weeklySummariesEndpoints.report, {
      query: { week, ...reportFilterQueryOf(filters) },
    }),
    filename: `weekly-summaries-${SUMMARY_WEEK_NAMES[week].toLowerCase().replace(/ /g, '-')}.csv`,
  });

  const copyEmails = async () => {
    try {
      const emails = await reportEmailsOf(week, filters);
      await navigator.clipboard.writeText(emails.join(', '));
      toastSuccess(`Copied the e-mails of ${emails.length} ${emails.length === 1 ? 'person' : 'people'}.`);
    } catch {
      toastError('The e-mails could not be copied.');
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Weekly Summaries Report
      </Title>
      {report.isPending ? (
        <PageSkeleton label="Loading the weekly summaries" />
      ) : report.isError ? (
        <ErrorDisplay error={report.error} />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search by name"
              type="search"
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.currentTarget.value })}
            />
            {mayFilter && (
              <>
                <MultiSelect
                  label="Team"
                  placeholder={filters.teamIds.length === 0 ? 'All teams' : undefined}
                  searchable
                  clearable
                  data={report.data.teams}
                  value={[...filters.teamIds]}
                  onChange={(teamIds) => setFilters({ ...filters, teamIds })}
                />
                <MultiSelect
                  label="Team code"
                  placeholder={filters.teamCodes.length === 0 ? 'All team codes' : undefined}
                  searchable
                  clearable
                  data={report.data.teamCodes}
                  value={[...filters.teamCodes]}
                  onChange={(teamCodes) => setFilters({ ...filters, teamCodes })}
                />
                <MultiSelect
                  label="Colour"
                  placeholder={filters.colours.length === 0 ? 'All colours' : undefined}
                  clearable
                  data={COLOUR_OPTIONS}
                  value={[...filters.colours]}
                  onChange={(colours) => setFilters({ ...filters, colours: colours.filter(isReportColour) })}
                />
              </>
            )}
            <SegmentedControl
              aria-label="Summary status"
              data={STATUS_OPTIONS}
              value={filters.status}
              onChange={(status) => setFilters({ ...filters, status: status })}
            />
            <Button
              variant="light"
              leftSection={<IconCopy size={16} aria-hidden />}
              disabled={total === 0}
              onClick={() => void copyEmails()}
            >
              Copy e-mails
            </Button>
            <ExportCsvButton size="sm" download={exportCsv} />
            {actor !== null && canManageSummaryRecipients(actor) && <SummaryRecipientsButton />}
          </Group>
          <Tabs
            value={String(week)}
            onChange={(value) => {
              const chosen = Number(value);
              if (isSummaryWeek(chosen)) {
                setWeek(chosen);
                setPage(1);
              }
            }}
          >
            <Tabs.List>
              {SUMMARY_WEEKS.map((each) => (
                <Tabs.Tab key={each} value={String(each)}>
                  {SUMMARY_WEEK_NAMES[each]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Text size="sm" role="status">
            Total valid summaries: {report.data.submitted} of {total} shown
          </Text>
          {total === 0 ? (
            <EmptyText>No one matches these filters.</EmptyText>
          ) : (
            <>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {onPage.map((row) => (
                  <PersonCard key={row._id} row={row} week={week} mayColour={mayFilter} />
                ))}
              </Stack>
              {total > REPORT_PAGE_SIZE && (
                <ListPager
                  total={total}
                  pageSize={REPORT_PAGE_SIZE}
                  unit={['person', 'people']}
                  page={page}
                  onPage={(chosen) => {
                    setPage(chosen);
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
