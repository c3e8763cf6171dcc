import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Badge, Button, Group, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { isSameUser } from '@hgn/domain/permissions';
import { pacificDate } from '@hgn/domain/time';
import { canLogTimeFor } from '@hgn/domain/timeEntries';
import type { UserProfileJson } from '@hgn/domain/users';
import { BadgeList } from '../../../ui/profile/BadgeList';
import { ProfileLoadError } from '../../../ui/profile/ProfileLoadError';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { useActor } from '../../../shared/session/useActor';
import {
  BADGES_TAB,
  initialTab,
  tabOfHash,
  TIME_LOG_TABS,
  WEEK_TABS,
  type TimeLogTabHash,
} from '../timeLogTabs';
import { entryRights } from '../entryRights';
import { DateRangeEntries } from './DateRangeEntries';
import { LazyTimeEntryFormModal } from './LazyTimeEntryModals';
import { WeekEntries } from './WeekEntries';

interface TimeLogViewProps {
  userId: string;
  /** How many open tasks the person has, for the tab the log opens on; undefined while they load. */
  openTaskCount: number | undefined;
  /** The Tasks tab: the person's tasks, from the tasks feature. */
  renderTasks: () => ReactNode;
  /** The Weekly Summaries tab: the person's summaries, from the weekly summaries feature. */
  renderSummaries: (profile: UserProfileJson) => ReactNode;
  /** Controls of other features beside the heading (the activation toggle). */
  renderActions?: (profile: UserProfileJson) => ReactNode;
  /** Each time the Badges tab is opened, with the profile as it was before (its badge count). */
  onBadgesOpened?: (profile: UserProfileJson) => void;
}

/** Calls `onOpened` once each time `isOpen` turns true. */
function useOnEachOpening(isOpen: boolean, onOpened: () => void): void {
  const called = useRef(false);
  const latest = useRef(onOpened);
  latest.current = onOpened;
  useEffect(() => {
    if (!isOpen) called.current = false;
    else if (!called.current) {
      called.current = true;
      latest.current();
    }
  }, [isOpen]);
}

/**
 * One person's time log (spec 001 section 2): their tasks, their entries of the current week and the
 * two before it, a search by date range, their weekly summaries and their badges, each tab named by a
 * location hash; and the buttons that add time, as the domain's rules allow the viewer.
 */
export function TimeLogView({
  userId,
  openTaskCount,
  renderTasks,
  renderSummaries,
  renderActions,
  onBadgesOpened,
}: TimeLogViewProps) {
  const profile = useUserProfile(userId);
  const actor = useActor();
  const location = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const hashTab = tabOfHash(location.hash);
  const ready = profile.isSuccess && actor !== null && (hashTab !== null || openTaskCount !== undefined);
  const active: TimeLogTabHash | null = ready
    ? initialTab(location.hash, { role: profile.data.role, openTaskCount: openTaskCount ?? 0 })
    : null;

  useOnEachOpening(active === BADGES_TAB, () => {
    if (profile.data) onBadgesOpened?.(profile.data);
  });

  if (profile.isError) return <ProfileLoadError error={profile.error} />;
  if (!ready || !active || !actor) return <PageSkeleton label="Loading time log" />;

  const person = profile.data;
  const name = `${person.firstName} ${person.lastName}`;
  const isOwn = isSameUser(actor, userId);
  const addLabel = isOwn
    ? 'Add Intangible Time Entry'
    : canLogTimeFor(actor, { userId, role: person.role })
      ? 'Add Time Entry'
      : null;
  const rights = entryRights(actor, person.role, pacificDate(new Date()));

  const select = (tab: string | null) => {
    if (tab) void navigate({ hash: `#${tab}` }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h3">
          Time Log of {name}
        </Title>
        <Group gap="sm" wrap="wrap">
          {renderActions?.(person)}
          {addLabel && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {addLabel}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs value={active} onChange={select} keepMounted={false}>
        <Tabs.List>
          {TIME_LOG_TABS.map((tab) => (
            <Tabs.Tab
              key={tab.hash}
              value={tab.hash}
              rightSection={
                tab.hash === BADGES_TAB ? (
                  <>
                    <Badge size="sm" circle aria-hidden>
                      {person.badgeCount}
                    </Badge>
                    <VisuallyHidden>{`: ${person.badgeCount} new`}</VisuallyHidden>
                  </>
                ) : undefined
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="tasks" pt="md">
          {renderTasks()}
        </Tabs.Panel>
        {WEEK_TABS.map((week) => (
          <Tabs.Panel key={week.hash} value={week.hash} pt="md">
            <WeekEntries userId={userId} weeksBack={week.weeksBack} title={week.label} rights={rights} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="dateRange" pt="md">
          <DateRangeEntries userId={userId} rights={rights} />
        </Tabs.Panel>
        <Tabs.Panel value="weeklySummaries" pt="md">
          {renderSummaries(person)}
        </Tabs.Panel>
        <Tabs.Panel value={BADGES_TAB} pt="md">
          <BadgeList entries={person.badgeCollection} isOwn={isOwn} />
        </Tabs.Panel>
      </Tabs>
      <LazyTimeEntryFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        origin="TimeLog"
        personId={userId}
        intangibleOnly={isOwn}
      />
    </Stack>
  );
}
