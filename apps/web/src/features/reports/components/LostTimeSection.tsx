import { lostTimeColumns, type ReportPeriod } from '@hgn/domain/reports';
import { reportsMessages } from '@hgn/domain/messages';
import { ReportTable } from '../../../ui/ReportTable';
import { Section } from '../../../ui/Section';
import { useLostTimeOf } from '../api/reportsApi';

/**
 * The lost time administrators logged for the person over the period: entries the person's hours above
 * already count, listed so that a reader can tell them from the person's own.
 */
export function LostTimeSection({ userId, period }: { userId: string; period: ReportPeriod }) {
  const lostTime = useLostTimeOf(userId, period);
  return (
    <Section title="Lost time">
      <ReportTable
        label="Lost time"
        columns={lostTimeColumns}
        rows={lostTime.data ?? []}
        emptyText={
          lostTime.isError
            ? reportsMessages.loadFailed
            : lostTime.isPending
              ? reportsMessages.lostTimeLoading
              : reportsMessages.noLostTime
        }
      />
    </Section>
  );
}
