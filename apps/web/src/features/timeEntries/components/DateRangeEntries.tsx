import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { personTimeEntriesParams } from '@hgn/domain/timeEntries';
import { pacificDate, weekRange } from '@hgn/domain/time';
import { FormErrorAlert } from '../../../ui/FormParts';
import type { EntryRights } from '../entryRights';
import { PeriodEntries } from './PeriodEntries';

interface DateRangeEntriesProps {
  userId: string;
  rights: EntryRights;
}

/** Search by Date Range: a person's entries from one Pacific day to another, both included. */
export function DateRangeEntries({ userId, rights }: DateRangeEntriesProps) {
  const [fromDate, setFromDate] = useState(() => weekRange(new Date()).startDate);
  const [toDate, setToDate] = useState(() => pacificDate(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState<{ fromDate: string; toDate: string } | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = personTimeEntriesParams.safeParse({ userId, fromDate, toDate });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setSearched({ fromDate: checked.data.fromDate, toDate: checked.data.toDate });
  };

  return (
    <Stack gap="md">
      <form onSubmit={search} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={fromDate}
            onChange={(event) => setFromDate(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={toDate}
            onChange={(event) => setToDate(event.currentTarget.value)}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <FormErrorAlert message={problem} />
      {searched && (
        <PeriodEntries
          userId={userId}
          fromDate={searched.fromDate}
          toDate={searched.toDate}
          title="Time logged"
          emptyText="No time logged in this period."
          rights={rights}
        />
      )}
    </Stack>
  );
}
