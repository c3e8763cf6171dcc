import { useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { TimeEntryJson } from '@hgn/domain/timeEntries';
import { formatDay } from '../../../ui/formatDate';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EmptyText } from '../../../ui/Section';
import { usePersonTimeEntries } from '../../../shared/queries/timeEntries';
import type { EntryRights } from '../entryRights';
import { entriesByDay, formatHoursMinutes, timeTotals } from '../timeLogDays';
import { LazyDeleteTimeEntryModal, LazyTimeEntryFormModal } from './LazyTimeEntryModals';
import { TimeEntryCard } from './TimeEntryCard';

interface PeriodEntriesProps {
  userId: string;
  fromDate: string;
  toDate: string;
  /** What the period is called above its totals: "Current Week Timelog". */
  title: string;
  emptyText: string;
  rights: EntryRights;
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A person's entries over a period (Pacific days, both included): the period's dates and its tangible
 * and intangible time, then each day that has time, latest first, with its total and its entries.
 */
export function PeriodEntries({ userId, fromDate, toDate, title, emptyText, rights }: PeriodEntriesProps) {
  const entries = usePersonTimeEntries(userId, fromDate, toDate);
  // The entry edited last stays in the form while it closes.
  const [editing, setEditing] = useState<{ entry: TimeEntryJson; opened: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TimeEntryJson | null>(null);

  const body = () => {
    if (entries.isPending) return <ListLoading label="Loading time entries" rows={3} />;
    if (entries.isError) return <ListLoadFailed message="The time entries could not be loaded." />;
    if (entries.data.length === 0) return <EmptyText>{emptyText}</EmptyText>;
    return (
      <Stack gap="md">
        {entriesByDay(entries.data).map((day) => (
          <Stack key={day.date} gap="xs" component="section" aria-label={formatDay(day.date)}>
            <Group justify="space-between" gap="xs">
              <Title order={3} size="h6">
                {formatDay(day.date)}
              </Title>
              <Text size="sm" c="dimmed">
                Day total {formatHoursMinutes(day.minutes)}
              </Text>
            </Group>
            <Stack gap="xs" component="ul" style={listStyle}>
              {day.entries.map((entry) => (
                <TimeEntryCard
                  key={entry._id}
                  entry={entry}
                  onEdit={rights.mayEdit(entry) ? () => setEditing({ entry, opened: true }) : undefined}
                  onDelete={rights.mayDelete(entry) ? setDeleting : undefined}
                />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    );
  };

  const totals = timeTotals(entries.data ?? []);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" align="flex-end">
        <Stack gap={0}>
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDay(fromDate)} – {formatDay(toDate)}
          </Text>
        </Stack>
        {entries.isSuccess && (
          <Group gap="md">
            <Text size="sm">Tangible {formatHoursMinutes(totals.tangibleMinutes)}</Text>
            <Text size="sm">Intangible {formatHoursMinutes(totals.intangibleMinutes)}</Text>
          </Group>
        )}
      </Group>
      {body()}
      <LazyTimeEntryFormModal
        opened={editing?.opened ?? false}
        onClose={() => setEditing((last) => last && { ...last, opened: false })}
        origin="TimeLog"
        personId={userId}
        entry={editing?.entry}
      />
      <LazyDeleteTimeEntryModal entry={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
