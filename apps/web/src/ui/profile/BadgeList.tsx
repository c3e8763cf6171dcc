import { Avatar, Badge as Pill, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Columns } from '../Columns';
import { formatDay } from '../formatDate';
import { sortBadges, totalBadgeCount, type BadgeCollectionItemJson } from '@hgn/domain/badges';
import { badgeMessages } from '@hgn/domain/messages';
import { Section, EmptyText } from '../Section';

interface BadgeListProps {
  entries: readonly BadgeCollectionItemJson[];
  /** Whose badges: the empty text differs for one's own. */
  isOwn: boolean;
}

export function BadgeList({ entries, isOwn }: BadgeListProps) {
  const sorted = sortBadges(entries);
  const total = totalBadgeCount(entries);
  return (
    <Section
      title="Badges"
      aside={
        <Pill variant="light" aria-label={`${total} badges earned`}>
          {total}
        </Pill>
      }
    >
      {sorted.length === 0 ? (
        <EmptyText>{isOwn ? badgeMessages.youHaveNone : badgeMessages.personHasNone}</EmptyText>
      ) : (
        <Columns from="xs" gap="sm" as="ul">
          {sorted.map((entry) => (
            <li key={entry._id} data-testid="badge-entry">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={entry.badge.imageUrl || null} alt="" radius="sm" size="md" color="yellow">
                  {entry.badge.badgeName.charAt(0)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} size="sm" truncate data-testid="badge-name">
                      {entry.badge.badgeName}
                    </Text>
                    <Tooltip
                      label={badgeMessages.countDatesMismatch}
                      disabled={entry.count === entry.earnedDate.length}
                    >
                      <Pill size="sm" variant="outline" aria-label={`earned ${entry.count} times`}>
                        ×{entry.count}
                      </Pill>
                    </Tooltip>
                  </Group>
                  {entry.badge.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {entry.badge.description}
                    </Text>
                  )}
                  {entry.earnedDate.length > 0 && (
                    <Text size="xs" c="dimmed">
                      Last earned {formatDay(entry.earnedDate[entry.earnedDate.length - 1] ?? '')}
                    </Text>
                  )}
                </Stack>
              </Group>
            </li>
          ))}
        </Columns>
      )}
    </Section>
  );
}
