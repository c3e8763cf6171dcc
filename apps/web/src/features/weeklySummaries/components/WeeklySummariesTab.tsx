import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { UserProfileJson } from '@hgn/domain/users';
import { SUMMARY_WEEK_NAMES, SUMMARY_WEEKS, type SummaryWeek } from '@hgn/domain/weeklySummaries';
import { weeklySummariesEndpoints } from '../../../shared/api/endpoints/weeklySummaries';
import { useActor } from '../../../shared/session/useActor';
import { formatDay } from '../../../ui/formatDate';
import { EmptyText } from '../../../ui/Section';
import { textOfMarkup } from '../../../ui/textOfMarkup';

// The editor loads when a week is first edited.
const InlineSummaryEditor = lazy(async () => ({
  default: (await import('./InlineSummaryEditor')).InlineSummaryEditor,
}));

/**
 * The time log's Weekly Summaries tab: the four weeks a profile keeps, newest first, each with its due
 * date and text; those the server lets write them edit a week in place.
 */
export function WeeklySummariesTab({ profile }: { profile: UserProfileJson }) {
  const actor = useActor();
  const [editing, setEditing] = useState<SummaryWeek | null>(null);
  const target = { userId: profile._id, role: profile.role, isProtected: profile.isProtected };
  const mayWrite = allowed(
    actor ?? undefined,
    weeklySummariesEndpoints.save,
    { params: { userId: profile._id } },
    target,
  );
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {SUMMARY_WEEKS.map((week) => {
        const stored = profile.weeklySummaries[week];
        if (!stored) return null;
        const text = textOfMarkup(stored.summary);
        return (
          <Card key={week} withBorder padding="sm" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} size="h6">
                  {SUMMARY_WEEK_NAMES[week]}
                </Title>
                {mayWrite && editing !== week && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit the summary of ${SUMMARY_WEEK_NAMES[week]}`}
                    onClick={() => setEditing(week)}
                  >
                    Edit
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                Due {formatDay(stored.dueDate)}
              </Text>
              {editing === week ? (
                <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading the editor" />}>
                  <InlineSummaryEditor profile={profile} week={week} onDone={() => setEditing(null)} />
                </Suspense>
              ) : text ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
              ) : (
                <EmptyText>No summary written for this week.</EmptyText>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
