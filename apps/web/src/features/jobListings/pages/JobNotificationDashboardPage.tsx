import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { movedBy } from '@hgn/domain/collections';
import type { JobListingJson } from '@hgn/domain/jobListings';
import { jobListingsMessages, jobNotificationMessages as messages } from '@hgn/domain/messages';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EditDeleteButtons } from '../../../ui/ListTable';
import { ListPager } from '../../../ui/ListPager';
import { EmptyText, Section } from '../../../ui/Section';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { formatDay } from '../../../ui/formatDate';
import { useDeleteJobListing, useJobCcLists, useJobPage, useReorderJobListings } from '../api/jobListingsApi';
import { CcListEditor } from '../components/CcListEditor';
import { CcToCategoryForm } from '../components/CcToCategoryForm';
import { JobListingFormModal } from '../components/JobListingFormModal';

/** Listings a page of the Owner's list holds. */
const PAGE_SIZE = 50;

function Listings() {
  const [page, setPage] = useState(1);
  const listings = useJobPage({ search: '', category: '', page, limit: PAGE_SIZE });
  const reorder = useReorderJobListings();
  const remove = useDeleteJobListing();
  const [editing, setEditing] = useState<JobListingJson | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const move = (jobs: JobListingJson[], index: number, by: -1 | 1) =>
    reorder.mutate(
      movedBy(jobs, index, by).map((job) => job._id),
      {
        onSuccess: () => toastSuccess(jobListingsMessages.reordered),
        onError: (error) => toastRefusal(error, jobListingsMessages.reorderFailed),
      },
    );

  const jobs = listings.data?.jobs ?? [];
  const total = listings.data?.pagination.totalJobs;
  return (
    <Section
      title="Job listings"
      aside={
        <Button size="xs" onClick={() => setEditing('new')}>
          New job
        </Button>
      }
    >
      {listings.isPending ? (
        <ListLoading label="Loading job listings" />
      ) : listings.isError ? (
        <ListLoadFailed message={messages.fetchFailed} />
      ) : jobs.length === 0 ? (
        <EmptyText>{messages.noJobs}</EmptyText>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Job listings in their order">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Posted</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((job, index) => (
                <Table.Tr key={job._id}>
                  <Table.Td>
                    {job.title}
                    {job.featured && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (featured)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{job.category}</Table.Td>
                  <Table.Td>{formatDay(job.datePosted)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move ${job.title} up`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(jobs, index, -1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move ${job.title} down`}
                        disabled={index === jobs.length - 1 || reorder.isPending}
                        onClick={() => move(jobs, index, 1)}
                      >
                        ↓
                      </ActionIcon>
                      <EditDeleteButtons
                        name={job.title}
                        onEdit={() => setEditing(job)}
                        onDelete={deleting === job._id ? undefined : () => setDeleting(job._id)}
                      />
                      {deleting === job._id && (
                        <Button
                          size="compact-xs"
                          color="red"
                          loading={remove.isPending}
                          onClick={() =>
                            remove.mutate(job._id, {
                              onSuccess: () => toastSuccess(jobListingsMessages.deleted),
                              onError: (error) => toastRefusal(error, jobListingsMessages.deleteFailed),
                              onSettled: () => setDeleting(null),
                            })
                          }
                        >
                          Confirm delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total !== undefined && total > PAGE_SIZE && (
        <ListPager
          total={total}
          pageSize={PAGE_SIZE}
          unit={['listing', 'listings']}
          page={page}
          onPage={setPage}
        />
      )}
      {editing !== null && (
        <JobListingFormModal job={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </Section>
  );
}

function CcLists() {
  const lists = useJobCcLists();
  if (lists.isPending) return <ListLoading label="Loading CC lists" />;
  if (lists.isError) return <ListLoadFailed message={messages.fetchFailed} />;
  const { jobs } = lists.data;
  const categories = [...new Set(jobs.map((job) => job.category))].sort();
  return (
    <Stack gap="md">
      <Section title="Add an email to a category">
        {jobs.length === 0 ? (
          <EmptyText>{messages.noJobs}</EmptyText>
        ) : (
          <CcToCategoryForm categories={categories} />
        )}
      </Section>
      <Section title="CC lists">
        {jobs.length === 0 ? (
          <EmptyText>{messages.noJobs}</EmptyText>
        ) : (
          <Stack gap="lg">
            {jobs.map((job) => (
              <section key={job._id} aria-label={job.title}>
                <Title order={3} size="h5">
                  {job.title}{' '}
                  <Text span size="sm" c="dimmed">
                    {job.category} · {formatDay(job.datePosted)}
                  </Text>
                </Title>
                <CcListEditor job={job} />
              </section>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** The Owner's dashboard: the listings, their order, and who is copied on each job's applications. */
export function JobNotificationDashboardPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Job notification dashboard</Title>
      <Listings />
      <CcLists />
    </Stack>
  );
}
