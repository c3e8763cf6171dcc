import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { canEnterRoute, routeRuleOf } from '@hgn/domain/permissions';
import type { UserProfileJson } from '@hgn/domain/users';
import { paths } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';

/** Where the weekly summary of the week stands. */
function summaryStatus(profile: UserProfileJson): { label: string; color: string } {
  if (profile.weeklySummaryNotReq || profile.weeklySummaryOption === 'Not Required')
    return { label: 'Not required', color: 'gray' };
  return profile.weeklySummaries[0]?.summary
    ? { label: 'Submitted', color: 'green' }
    : { label: 'Not submitted yet', color: 'orange' };
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

/**
 * The personal summary bar: this week's tangible hours (the profile's, from the hours bookkeeping)
 * against the commitment, the weekly summary's state, badges, blue squares, a link to the reports
 * one may open, and `actions` (the suggestion and bug report buttons) on one's own dashboard.
 */
export function SummaryBar({ profile, actions }: { profile: UserProfileJson; actions?: ReactNode }) {
  const actor = useActor();
  const status = summaryStatus(profile);
  const badges = profile.badgeCollection.reduce((sum, held) => sum + held.count, 0);
  const reportRule = routeRuleOf(paths.weeklySummariesReport);
  const mayReport =
    actor !== null && actor !== undefined && (!reportRule || canEnterRoute(actor, reportRule));
  return (
    <Card withBorder padding="xs" component="section" aria-label="Summary">
      <Group gap="lg" wrap="wrap" justify="space-between">
        <Group gap="lg" wrap="wrap">
          <Figure label="This week">
            <Text size="sm" fw={600}>
              {profile.tangibleHoursReportedThisWeek.toFixed(2)} of {profile.weeklycommittedHours} hours
            </Text>
          </Figure>
          <Figure label="Weekly summary">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Figure>
          <Figure label="Badges earned">
            <Text size="sm" fw={600}>
              {badges}
            </Text>
          </Figure>
          <Figure label="Blue squares">
            <Text size="sm" fw={600}>
              {profile.infringements.length}
            </Text>
          </Figure>
          {mayReport ? (
            <Anchor component={Link} to={paths.weeklySummariesReport} size="sm">
              Reports
            </Anchor>
          ) : null}
        </Group>
        {actions ? <Group gap={4}>{actions}</Group> : null}
      </Group>
    </Card>
  );
}
