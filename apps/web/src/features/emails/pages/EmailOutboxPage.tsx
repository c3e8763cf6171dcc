import { useState } from 'react';
import { Group, SegmentedControl, Stack, Table, Title, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListPager } from '../../../ui/ListPager';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { OUTBOX_STATUSES, type OutboxMessageJson, type OutboxStatus } from '@hgn/domain/emails';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { OUTBOX_PAGE_SIZE, useEmailOutbox } from '../api/emailOutboxApi';
import { OutboxStatusBadge } from '../components/OutboxStatusBadge';
import { OutboxMessageView } from '../components/OutboxMessageView';

const ALL = 'all';
const statusOptions = [
  { value: ALL, label: 'All' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: status })),
];

const openMessage = (message: OutboxMessageJson): void => {
  modals.open({
    title: message.subject || '(no subject)',
    size: 'lg',
    children: <OutboxMessageView message={message} />,
  });
};

/** The e-mails the system wrote, for Owners to read when no mail server delivers them. */
export function EmailOutboxPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const outbox = useEmailOutbox({ page, status });

  const onStatus = (value: string): void => {
    setStatus(value === ALL ? null : (value as OutboxStatus));
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Email Outbox
        </Title>
        <SegmentedControl
          value={status ?? ALL}
          onChange={onStatus}
          data={statusOptions}
          aria-label="Status"
        />
      </Group>
      {outbox.isPending ? (
        <PageSkeleton label="Loading messages" />
      ) : outbox.isError ? (
        <ErrorDisplay error={outbox.error} />
      ) : outbox.data.items.length === 0 ? (
        <EmptyText>No messages{status ? ` with status ${status}` : ''}.</EmptyText>
      ) : (
        <>
          <ListTable minWidth={560} headings={['Subject', 'To', 'Status', pacificHeading('Created')]}>
            {outbox.data.items.map((message) => (
              <Table.Tr key={message._id}>
                <Table.Td>
                  <UnstyledButton onClick={() => openMessage(message)} c="blue" td="underline" fz="sm">
                    {message.subject || '(no subject)'}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to.join(', ')}</Table.Td>
                <Table.Td>
                  <OutboxStatusBadge status={message.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(message.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          <ListPager
            total={outbox.data.total}
            pageSize={OUTBOX_PAGE_SIZE}
            unit={['message', 'messages']}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
