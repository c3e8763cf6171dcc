import { Card, Stack, Text, Title } from '@mantine/core';
import type { WeeklySummaryJson } from '@hgn/domain/users';
import { formatDay } from '../../../ui/formatDate';
import { EmptyText } from '../../../ui/Section';
import { textOfMarkup } from '../../../ui/textOfMarkup';

/** The four weeks a profile keeps summaries for, newest first (spec 001 section 2). */
const WEEK_NAMES = ['This Week', 'Last Week', 'Week Before Last', 'Three Weeks Ago'] as const;

/** A person's weekly summaries, read-only: each week's due date and what was written for it. */
export function WeeklySummariesList({ summaries }: { summaries: readonly WeeklySummaryJson[] }) {
  if (summaries.every((week) => week.summary.trim() === ''))
    return <EmptyText>No weekly summaries written yet.</EmptyText>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {summaries.map((week, index) => {
        const text = textOfMarkup(week.summary);
        return (
          <Card key={week._id ?? week.dueDate} withBorder padding="sm" component="li">
            <Stack gap={4}>
              <Title order={3} size="h6">
                {WEEK_NAMES[index] ?? `${index} weeks ago`}
              </Title>
              <Text size="xs" c="dimmed">
                Due {formatDay(week.dueDate)}
              </Text>
              {text ? (
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
