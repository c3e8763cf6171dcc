import { useMemo, useState } from 'react';
import { Anchor, Badge, Group, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { reportsMessages } from '@hgn/domain/messages';
import { personNameOf, type ReportSubjectsJson } from '@hgn/domain/reports';
import { linkTo, paths } from '../../../shared/routing/paths';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListPager } from '../../../ui/ListPager';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { useReportSubjects } from '../api/reportsApi';

type Kind = 'people' | 'projects' | 'teams';
type Line = { id: string; name: string; detail: string; isActive: boolean; to: string };

const PAGE_SIZE = 50;
const kinds: { value: Kind; label: string }[] = [
  { value: 'people', label: 'People' },
  { value: 'projects', label: 'Projects' },
  { value: 'teams', label: 'Teams' },
];
const emptyTexts: Record<Kind, string> = {
  people: 'There is no one yet.',
  projects: 'There are no projects yet.',
  teams: 'There are no teams yet.',
};

/** Each list as lines of a name leading to its report. */
const linesOf = (subjects: ReportSubjectsJson): Record<Kind, Line[]> => ({
  people: subjects.people.map((person) => ({
    id: person._id,
    name: personNameOf(person),
    detail: '',
    isActive: person.isActive,
    to: linkTo(paths.peopleReport, { userId: person._id }),
  })),
  projects: subjects.projects.map((project) => ({
    id: project._id,
    name: project.projectName,
    detail: project.category,
    isActive: project.isActive,
    to: linkTo(paths.projectReport, { projectId: project._id }),
  })),
  teams: subjects.teams.map((team) => ({
    id: team._id,
    name: team.teamName,
    detail: '',
    isActive: team.isActive,
    to: linkTo(paths.teamReport, { teamId: team._id }),
  })),
});

/** The reports page (`/reports`): people, projects and teams, searched by name, each opening its report. */
export function ReportsPage() {
  const subjects = useReportSubjects();
  const [kind, setKind] = useState<Kind>('people');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const lines = useMemo(() => (subjects.data ? linesOf(subjects.data) : undefined), [subjects.data]);
  const needle = search.trim().toLowerCase();
  const matching = (lines?.[kind] ?? []).filter((line) => line.name.toLowerCase().includes(needle));
  const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const label = kinds.find((choice) => choice.value === kind)?.label ?? '';

  const changeKind = (value: string) => {
    setKind(value as Kind);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Reports
      </Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl aria-label="Report of" data={kinds} value={kind} onChange={changeKind} />
        <TextInput
          type="search"
          aria-label="Search by name"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      {subjects.isPending ? (
        <ListLoading label={`Loading ${label.toLowerCase()}`} rows={6} />
      ) : !lines ? (
        <ListLoadFailed message={reportsMessages.listsLoadFailed} />
      ) : matching.length === 0 ? (
        <EmptyText>{lines[kind].length === 0 ? emptyTexts[kind] : reportsMessages.noMatches}</EmptyText>
      ) : (
        <>
          <ListTable aria-label={label} headings={['Name', kind === 'projects' && 'Category', 'Status']}>
            {shown.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={line.to}>
                    {line.name}
                  </Anchor>
                </Table.Td>
                {kind === 'projects' && <Table.Td>{line.detail}</Table.Td>}
                <Table.Td>
                  <Badge variant="light" color={line.isActive ? 'green' : 'gray'}>
                    {line.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          <ListPager
            total={matching.length}
            pageSize={PAGE_SIZE}
            unit={
              kind === 'people'
                ? ['person', 'people']
                : kind === 'projects'
                  ? ['project', 'projects']
                  : ['team', 'teams']
            }
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
