import type { LeaderboardRowJson } from '@hgn/domain/dashboard';
import { pacificDate } from '@hgn/domain/time';
import { useTimeOffRequests } from '../../../shared/queries/timeOff';
import { TimeOffModal } from '../../../ui/TimeOffModal';

/** A leaderboard row whose person has time off now or next. */
export type RowWithTimeOff = LeaderboardRowJson & { timeOffFrom: string; timeOffTill: string };

/**
 * The time-off details of a leaderboard row: the dates the row carries, with the request's length
 * and reason when the viewer may read that person's requests (those who manage time off).
 */
export function LeaderboardTimeOffDialog({
  row,
  opened,
  onClose,
}: {
  row: RowWithTimeOff;
  opened: boolean;
  onClose: () => void;
}) {
  const requests = useTimeOffRequests();
  const firstDay = pacificDate(new Date(row.timeOffFrom));
  const request = requests.data?.[row.personId]?.find(
    (candidate) => pacificDate(new Date(candidate.startingDate)) === firstDay,
  );
  return (
    <TimeOffModal
      request={request ?? { startingDate: row.timeOffFrom, endingDate: row.timeOffTill }}
      opened={opened}
      onClose={onClose}
      name={row.name}
    />
  );
}
