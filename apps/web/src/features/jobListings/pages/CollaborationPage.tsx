import { useState, type FormEvent } from 'react';
import { Button, Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT_MAX } from '@hgn/domain/limits';
import { jobListingsMessages as messages } from '@hgn/domain/messages';
import { call } from '../../../shared/api/call';
import { jobListingsEndpoints as jobs } from '../../../shared/api/endpoints/jobListings';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EmptyText, Section } from '../../../ui/Section';
import { toastError } from '../../../ui/notify';
import { textOfMarkup } from '../../../ui/textOfMarkup';
import {
  jobListingKeys,
  useJobCategories,
  useJobPage,
  useJobSummaries,
  type JobFilters,
} from '../api/jobListingsApi';
import { JobCard } from '../components/JobCard';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

const NO_FILTERS: JobFilters = { search: '', category: '', page: 1 };

function JobSummaries({ search, category }: Omit<JobFilters, 'page'>) {
  const summaries = useJobSummaries({ search, category }, true);
  if (summaries.isPending) return <ListLoading label="Loading summaries" />;
  if (summaries.isError) return <ListLoadFailed message={messages.fetchSummariesFailed} />;
  if (summaries.data.jobs.length === 0) return <EmptyText>{messages.noSummaries}</EmptyText>;
  return (
    <Stack gap="sm">
      {summaries.data.jobs.map((job) => (
        <div key={job._id}>
          <Text fw={600}>
            {job.title} <Text span c="dimmed" size="sm">{`(${job.category})`}</Text>
          </Text>
          <Text size="sm">{textOfMarkup(job.description)}</Text>
        </div>
      ))}
    </Stack>
  );
}

/** The public job listings: search, a category, page buttons and the summaries of what is found. */
export function CollaborationPage() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ search: '', category: '' });
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const [showSummaries, setShowSummaries] = useState(false);
  const [resetting, setResetting] = useState(false);
  const page = useJobPage(filters);
  const categories = useJobCategories();

  const go = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ search: draft.search.trim(), category: draft.category, page: 1 });
  };

  const reset = async () => {
    setResetting(true);
    setDraft({ search: '', category: '' });
    try {
      await keepAnswer(queryClient, jobListingKeys.page(NO_FILTERS), await call(jobs.resetFilters, {}));
      setFilters(NO_FILTERS);
    } catch {
      toastError(messages.resetFiltersFailed);
    } finally {
      setResetting(false);
    }
  };

  const pagination = page.data?.pagination;
  return (
    <Stack gap="md">
      <Title order={1}>Job listings</Title>
      <form onSubmit={go} role="search" aria-label="Search jobs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Title or description"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
            maxLength={TEXT_MAX.title}
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={categories.data?.categories ?? []}
            value={draft.category === '' ? null : draft.category}
            onChange={(category) => setDraft({ ...draft, category: category ?? '' })}
            clearable
            searchable
            error={categories.isError ? messages.fetchCategoriesFailed : undefined}
          />
          <Button type="submit">Go</Button>
          <Button variant="default" onClick={() => void reset()} loading={resetting}>
            Reset
          </Button>
          <Button
            variant="light"
            onClick={() => setShowSummaries(!showSummaries)}
            aria-pressed={showSummaries}
          >
            {showSummaries ? 'Hide Summaries' : 'Show Summaries'}
          </Button>
        </Group>
      </form>

      {showSummaries && (
        <Section title="Summaries">
          <JobSummaries search={filters.search} category={filters.category} />
        </Section>
      )}

      {page.isPending ? (
        <ListLoading label="Loading jobs" rows={4} />
      ) : page.isError ? (
        <ListLoadFailed message={messages.fetchJobsFailed} />
      ) : page.data.jobs.length === 0 ? (
        <EmptyText>{messages.noJobs}</EmptyText>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={page.isFetching}>
          {page.data.jobs.map((job) => (
            <JobCard key={job._id} job={job} />
          ))}
        </SimpleGrid>
      )}

      {pagination && pagination.totalPages > 1 && (
        <Group justify="center">
          <Pagination
            total={pagination.totalPages}
            value={pagination.currentPage}
            onChange={(next) => setFilters({ ...filters, page: next })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
