import { Badge as Pill, Modal, Table, Text, Tooltip } from '@mantine/core';
import {
  earnedDateLabel,
  isNewBadge,
  isSmallCount,
  sortBadges,
  type BadgeCollectionItemJson,
} from '@hgn/domain/badges';
import { badgeMessages } from '@hgn/domain/messages';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { BadgeImage } from './BadgeImage';

interface BadgeSummaryDialogProps {
  opened: boolean;
  onClose: () => void;
  entries: readonly BadgeCollectionItemJson[];
  isOwn: boolean;
  now?: Date;
}

function CountCell({ entry }: { entry: BadgeCollectionItemJson }) {
  const count = (
    <Text span size={isSmallCount(entry.count) ? 'sm' : 'md'} fw={600} aria-label={`count ${entry.count}`}>
      {entry.count}
    </Text>
  );
  if (entry.count === entry.earnedDate.length) return count;
  return (
    <Tooltip
      label={badgeMessages.countDatesMismatch}
      multiline
      w={260}
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text span tabIndex={0} td="underline" style={{ textDecorationStyle: 'dotted' }}>
        {count}
      </Text>
    </Tooltip>
  );
}

/** The Badge Summary of spec 000 section 2: every badge of a volunteer, in the badge order. */
export function BadgeSummaryDialog({
  opened,
  onClose,
  entries,
  isOwn,
  now = new Date(),
}: BadgeSummaryDialogProps) {
  const sorted = sortBadges(entries);
  return (
    <Modal opened={opened} onClose={onClose} title="Badge Summary" size="xl">
      {sorted.length === 0 ? (
        <EmptyText>{isOwn ? badgeMessages.youHaveNone : badgeMessages.personHasNone}</EmptyText>
      ) : (
        <ListTable minWidth={520} headings={['Badge', 'Name', 'Modified', 'Earned Dates', 'Count']}>
          {sorted.map((entry) => (
            <Table.Tr key={entry._id} data-testid="badge-summary-row">
              <Table.Td>
                <BadgeImage name={entry.badge.badgeName} imageUrl={entry.badge.imageUrl} size="sm" />
              </Table.Td>
              <Table.Td>
                {entry.badge.badgeName}
                {isNewBadge(entry.lastModified, now) && (
                  <Pill ml={6} size="xs" color="yellow" autoContrast>
                    new
                  </Pill>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{earnedDateLabel(entry.lastModified)}</Table.Td>
              <Table.Td>
                <Text size="xs">{entry.earnedDate.map(earnedDateLabel).join(', ') || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <CountCell entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Modal>
  );
}
