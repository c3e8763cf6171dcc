import { weekRange } from '@hgn/domain/time';
import type { EntryRights } from '../entryRights';
import { PeriodEntries } from './PeriodEntries';

interface WeekEntriesProps {
  userId: string;
  /** 0 for the current week, 1 for last week, 2 for the week before. */
  weeksBack: number;
  title: string;
  rights: EntryRights;
}

/** A person's entries of one week, Sunday to Saturday Pacific. */
export function WeekEntries({ userId, weeksBack, title, rights }: WeekEntriesProps) {
  const week = weekRange(new Date(), -weeksBack);
  return (
    <PeriodEntries
      userId={userId}
      fromDate={week.startDate}
      toDate={week.endDate}
      title={title}
      emptyText="No time logged this week."
      rights={rights}
    />
  );
}
