import { Suspense, useId } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { leaderboardMessages } from '@hgn/domain/messages';
import { dashboardEndpoints } from '../../../shared/api/endpoints/dashboard';
import { useActor } from '../../../shared/session/useActor';
import { ListLoading } from '../../../ui/ListStates';
import { loadable } from '../../../ui/loadable';
import { FIRST_LEADERBOARD_PAGE, useLeaderboardPage, useOrgData } from '../api/leaderboardApi';
import { useNearViewport } from './useNearViewport';

// The table, its rules and its controls load when the section nears the window: the first view of
// the dashboard does without them (apps/web/README.md, "The bundle budget"). Its first page does not
// wait for them.
/** The table's code; a sign-in, which lands on the dashboard, loads it early (`app/routing/AppRoutes`). */
const Leaderboard = loadable(() => import('./Leaderboard'), 'Leaderboard');
export const loadLeaderboardTable = Leaderboard.load;

/** The leaderboard of `userId`'s dashboard, for those the server lets read it. */
export function LeaderboardSection({ userId }: { userId: string }) {
  const actor = useActor();
  const headingId = useId();
  const [isNear, ref] = useNearViewport<HTMLDivElement>();
  const mayRead =
    actor !== null && allowed(actor, dashboardEndpoints.leaderboardPage, { params: { userId } });
  // The first page and the week's totals are asked for with the dashboard, while its code waits.
  useLeaderboardPage(userId, FIRST_LEADERBOARD_PAGE, mayRead);
  useOrgData(mayRead);
  if (!mayRead) return null;
  const waiting = (
    <Stack gap="sm" component="section" aria-labelledby={headingId} ref={ref}>
      <Title order={2} size="h4" id={headingId}>
        Leaderboard
      </Title>
      <Text size="sm" c="dimmed">
        {leaderboardMessages.loading}
      </Text>
      <ListLoading label={leaderboardMessages.loading} rows={3} />
    </Stack>
  );
  if (!isNear) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Leaderboard userId={userId} />
    </Suspense>
  );
}
