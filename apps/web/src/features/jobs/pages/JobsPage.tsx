import { useState, type FormEvent } from 'react';
import { Button, Group, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { JOB_COUNT_LABELS, jobsMessages, type JobRunJson, type ScheduledJobJson } from '@hgn/domain/jobs';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText, Section } from '../../../ui/Section';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useJobRuns, useRerunJob } from '../api/jobsApi';

const STATUS_COLOURS: Record<JobRunJson['status'], string> = {
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

const COUNT_ORDER = Object.keys(JOB_COUNT_LABELS);
const placeOf = (name: string): number => {
  const place = COUNT_ORDER.indexOf(name);
  return place < 0 ? COUNT_ORDER.length : place;
};

/** `people done 250 · blue squares given 12`, the counts a run recorded, in words, in a fixed order. */
const countsText = (counts: JobRunJson['counts']): string =>
  Object.entries(counts)
    .sort(([a], [b]) => placeOf(a) - placeOf(b) || a.localeCompare(b))
    .map(([name, value]) => `${JOB_COUNT_LABELS[name] ?? name} ${value}`)
    .join(' · ');

function RunProgress({ run }: { run: JobRunJson }) {
  if (run.progressTotal === null || run.progressTotal === 0) return <Text size="sm">—</Text>;
  const percent = Math.min(100, Math.round((run.progressDone / run.progressTotal) * 100));
  const label = `${run.progressDone} of ${run.progressTotal}`;
  return (
    <Stack gap={2} miw={120}>
      <Progress value={percent} aria-label={`Progress: ${label}`} animated={run.status === 'running'} />
      <Text size="xs">{label}</Text>
    </Stack>
  );
}

/** Runs one period again; the period is named as the runs list names it. */
function RerunForm({ job }: { job: ScheduledJobJson }) {
  const rerun = useRerunJob();
  const [period, setPeriod] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rerun.mutate(
      { jobName: job.name, period: period.trim() },
      {
        onSuccess: () => {
          toastSuccess(jobsMessages.rerunStarted);
          setPeriod('');
        },
        onError: (error) => toastRefusal(error, 'The run could not be started.'),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={`Run ${job.name} again`}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Run a period again"
          description="The date of the scheduled run (Pacific), YYYY-MM-DD"
          placeholder="2026-11-22"
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
          maxLength={16}
          w={260}
        />
        <Button type="submit" loading={rerun.isPending} disabled={period.trim() === ''}>
          Run again
        </Button>
      </Group>
    </form>
  );
}

function RunRow({ job, run }: { job: ScheduledJobJson; run: JobRunJson }) {
  const rerun = useRerunJob();
  const again = () =>
    rerun.mutate(
      { jobName: job.name, period: run.period },
      {
        onSuccess: () => toastSuccess(jobsMessages.rerunStarted),
        onError: (error) => toastRefusal(error, 'The run could not be started.'),
      },
    );
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{run.period}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} c={STATUS_COLOURS[run.status]}>
          {run.status}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(run.startedAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {run.finishedAt ? formatUSDateTime(run.finishedAt) : '—'}
      </Table.Td>
      <Table.Td>{run.attempts}</Table.Td>
      <Table.Td>
        <RunProgress run={run} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{countsText(run.counts) || '—'}</Text>
        {run.error ? (
          <Text size="sm" c="red">
            {run.error}
          </Text>
        ) : null}
      </Table.Td>
      {job.resumable ? (
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            onClick={again}
            loading={rerun.isPending}
            disabled={run.status === 'running'}
            aria-label={`Run ${run.period} again`}
          >
            Run again
          </Button>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

function JobSection({ job }: { job: ScheduledJobJson }) {
  return (
    <Section
      title={job.name}
      aside={
        <Text size="sm" c="dimmed">
          {job.nextRunAt ? `Next: ${formatUSDateTime(job.nextRunAt)} Pacific` : 'Not scheduled'}
        </Text>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{job.description}</Text>
        <Text size="xs" c="dimmed">
          Schedule (cron, Pacific time): <code>{job.cron}</code>
        </Text>
        {job.runs.length === 0 ? (
          <EmptyText>It has not run yet.</EmptyText>
        ) : (
          <ListTable
            minWidth={820}
            aria-label={`Runs of ${job.name}`}
            hasStickyLastColumn={job.resumable}
            headings={[
              'Period',
              'Status',
              pacificHeading('Started'),
              pacificHeading('Finished'),
              'Attempts',
              'Progress',
              'What it did',
              job.resumable && 'Actions',
            ]}
          >
            {job.runs.map((run) => (
              <RunRow key={run.period} job={job} run={run} />
            ))}
          </ListTable>
        )}
        {job.resumable ? <RerunForm job={job} /> : null}
      </Stack>
    </Section>
  );
}

/** The scheduled jobs and their latest runs, for Owners; a resumable job's period can be run again. */
export function JobsPage() {
  const jobs = useJobRuns();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Scheduled Jobs
      </Title>
      {jobs.isPending ? (
        <PageSkeleton label="Loading jobs" />
      ) : jobs.isError ? (
        <ErrorDisplay error={jobs.error} />
      ) : (
        jobs.data.map((job) => <JobSection key={job.name} job={job} />)
      )}
    </Stack>
  );
}
