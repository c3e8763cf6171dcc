import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  SITE_ISSUE_TYPES,
  siteIssueCreateInput,
  type SiteIssueCreateInput,
  type SiteIssueJson,
  type SiteIssueStatus,
} from '@hgn/domain/buildingManagement';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { buildingMessages, siteIssueMessages as m } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import type { z } from 'zod';
import { serverSentence } from '../../../shared/api/apiError';
import { siteRecordsEndpoints } from '../../../shared/api/endpoints/siteRecords';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatDay } from '../../../ui/formatDate';
import { FormErrorAlert } from '../../../ui/FormParts';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useAddSiteIssue, useSetSiteIssueStatus, useSiteIssues } from '../api/siteRecordsApi';

type StatusFilter = SiteIssueStatus | 'all';
type ProjectChoice = { value: string; label: string };

/** Site issues of the building projects (spec 002, 2.3): a list with filters, a form to add one. */
export function SiteIssuesPage() {
  const projects = useBuildingProjects();
  const actor = useActor();
  const [projectId, setProjectId] = useState('');
  const [status, setStatus] = useState<StatusFilter>('open');

  if (projects.isPending) return <PageSkeleton label="Loading building projects" />;
  if (projects.isError) return <ErrorDisplay error={projects.error} />;
  const choices = projects.data.map((project) => ({ value: project._id, label: project.name }));
  const mayAdd = allowed(actor ?? undefined, siteRecordsEndpoints.addIssue);
  const mayChangeStatus = allowed(actor ?? undefined, siteRecordsEndpoints.setIssueStatus);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Site Issues
      </Title>
      {mayAdd && <AddIssueForm projects={choices} initialProjectId={projectId} />}
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Project"
          value={projectId}
          onChange={(event) => setProjectId(event.currentTarget.value)}
          data={[{ value: '', label: 'All projects' }, ...choices]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="issue-status-label">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="issue-status-label"
            value={status}
            onChange={(value) => setStatus(value)}
            data={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Stack>
      </Group>
      <IssueList
        filter={{ projectId: projectId || undefined, status: status === 'all' ? undefined : status }}
        mayChangeStatus={mayChangeStatus}
      />
    </Stack>
  );
}

function IssueList({
  filter,
  mayChangeStatus,
}: {
  filter: { projectId: string | undefined; status: SiteIssueStatus | undefined };
  mayChangeStatus: boolean;
}) {
  const issues = useSiteIssues(filter);
  const setStatus = useSetSiteIssueStatus();
  if (issues.isPending) return <ListLoading label="Loading site issues" />;
  if (issues.isError) return <ListLoadFailed message="The site issues could not be loaded." />;
  if (issues.data.length === 0) return <EmptyText>{m.noIssues}</EmptyText>;

  const toggle = (issue: SiteIssueJson) =>
    setStatus.mutate(
      { issueId: issue._id, status: issue.status === 'open' ? 'closed' : 'open' },
      { onError: (error) => toastRefusal(error, 'The issue could not be changed.') },
    );

  return (
    <ListTable
      aria-label="Site issues"
      minWidth={760}
      hasStickyLastColumn={mayChangeStatus}
      headings={['Date', 'Project', 'Type', 'Issue', 'Status', mayChangeStatus && 'Action']}
    >
      {issues.data.map((issue) => (
        <Table.Tr key={issue._id}>
          <Table.Td>{formatDay(issue.date)}</Table.Td>
          <Table.Td>{issue.project.name}</Table.Td>
          <Table.Td>{issue.type}</Table.Td>
          <Table.Td>
            <Text fw={600} size="sm">
              {issue.title}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {issue.text}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge color={issue.status === 'open' ? 'orange' : 'gray'} variant="light">
              {issue.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
          </Table.Td>
          {mayChangeStatus && (
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => toggle(issue)}
                aria-label={`${issue.status === 'open' ? 'Close' : 'Reopen'} ${issue.title}`}
              >
                {issue.status === 'open' ? 'Close' : 'Reopen'}
              </Button>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

function AddIssueForm({
  projects,
  initialProjectId,
}: {
  projects: ProjectChoice[];
  initialProjectId: string;
}) {
  const add = useAddSiteIssue();
  const [failure, setFailure] = useState<string | null>(null);
  const empty = (projectId: string): SiteIssueCreateInput => ({
    projectId,
    title: '',
    type: 'Safety',
    date: pacificDate(Date.now()),
    text: '',
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SiteIssueCreateInput, unknown, z.output<typeof siteIssueCreateInput>>({
    resolver: zodResolver(siteIssueCreateInput),
    defaultValues: empty(initialProjectId),
  });

  const submit = handleSubmit(async (issue) => {
    setFailure(null);
    try {
      await add.mutateAsync(issue);
      toastSuccess(m.created);
      reset(empty(getValues('projectId')));
    } catch (error) {
      setFailure(serverSentence(error, 'The issue could not be added.'));
    }
  });

  return (
    <Card withBorder padding="md" maw={760}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a site issue">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add an issue
          </Title>
          <FormErrorAlert message={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Project"
              required
              error={errors.projectId?.message}
              data={[{ value: '', label: buildingMessages.selectProject }, ...projects]}
              {...register('projectId')}
            />
            <NativeSelect
              label="Type"
              required
              error={errors.type?.message}
              data={[...SITE_ISSUE_TYPES]}
              {...register('type')}
            />
            <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
            <TextInput label="Date" type="date" required error={errors.date?.message} {...register('date')} />
          </SimpleGrid>
          <Textarea
            label="What happened"
            required
            autosize
            minRows={3}
            error={errors.text?.message}
            {...register('text')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Add issue
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
