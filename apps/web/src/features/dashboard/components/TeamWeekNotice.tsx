import { lazy, Suspense } from 'react';
import { useTeamWeekNotice } from '../api/teamWeekNoticeApi';

// Most people see no notice (it shows from Thursday, to people on a team): its alert loads when shown.
const TeamWeekNoticeAlert = lazy(async () => ({
  default: (await import('./TeamWeekNoticeAlert')).TeamWeekNoticeAlert,
}));

/** The signed-in user's team-week notice (spec 001 section 6), when there is one to show. */
export function TeamWeekNotice() {
  const notice = useTeamWeekNotice();
  const { kind, deadline } = notice.data ?? { kind: null, deadline: null };
  if (kind === null || deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <TeamWeekNoticeAlert kind={kind} deadline={deadline} />
    </Suspense>
  );
}
