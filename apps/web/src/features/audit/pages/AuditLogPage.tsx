import { useMemo, useState } from 'react';
import { Button, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_EVENT_TYPES, AUDIT_PAGE_SIZE, auditMessages, type AuditEventType } from '@hgn/domain/audit';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { FilterSelects } from '../../../ui/FilterSelects';
import { ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText, Section } from '../../../ui/Section';
import { downloadAuditCsv, useAuditEvents, usePeopleNames, type AuditFilterValues } from '../api/auditApi';

/** Each event type in words. */
const TYPE_LABELS: Record<AuditEventType, string> = {
  'sign_in.success': 'Signed in',
  'sign_in.failure': 'Sign-in failed',
  '2fa.enabled': 'Two-step sign-in turned on',
  '2fa.disabled': 'Two-step sign-in turned off',
  '2fa.reset': 'Two-step sign-in reset',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'session.revoked': 'Session ended',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'permissions.changed': 'Permissions changed',
};

const TYPE_CHOICES = AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

const NO_FILTERS: AuditFilterValues = { type: null, userId: null, from: '', to: '' };

/** `key: value` pairs of an event's detail, values as JSON. */
const detailText = (detail: Record<string, unknown>): string =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');

/** /auditlog: the Owner's reading of the security events, filtered, paged and exported. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const isRangeReversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const events = useAuditEvents(filters, page, AUDIT_PAGE_SIZE, !isRangeReversed);
  const people = usePeopleNames();

  const names = useMemo(
    () =>
      new Map(
        (people.data ?? []).map((person) => [person._id, `${person.firstName} ${person.lastName}`.trim()]),
      ),
    [people.data],
  );
  const personChoices = useMemo(
    () =>
      [...names]
        .map(([value, label]) => ({ value, label: label || value }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [names],
  );
  const who = (id: string | null) => (id === null ? '—' : (names.get(id) ?? id));
  const change = (next: Partial<AuditFilterValues>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Audit Log
        </Title>
        <ExportCsvButton size="sm" label="the audit log" download={() => downloadAuditCsv(filters)} />
      </Group>
      <Text size="sm" c="dimmed">
        Security events of the last year: password changes and resets, permission changes, sessions ended,
        sign-ins and API tokens. Days are Pacific days.
      </Text>
      <Group align="flex-end" gap="sm" role="group" aria-label="Filters">
        <FilterSelects
          values={filters}
          onChange={change}
          isFullWidthOnPhones
          fields={[
            { name: 'type', label: 'Type', placeholder: 'All types', data: TYPE_CHOICES, width: 230 },
            {
              name: 'userId',
              label: 'Person',
              placeholder: 'Everyone',
              data: personChoices,
              searchable: true,
              width: 240,
            },
          ]}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from}
          onChange={(event) => change({ from: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to}
          onChange={(event) => change({ to: event.currentTarget.value })}
          error={isRangeReversed ? auditMessages.rangeReversed : undefined}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Section title="Events">
        {isRangeReversed ? (
          <EmptyText>Choose a From day on or before the To day to see events.</EmptyText>
        ) : events.isPending ? (
          <ListLoading label="Loading events" rows={4} />
        ) : events.isError ? (
          <ErrorDisplay error={events.error} />
        ) : events.data.length === 0 ? (
          <EmptyText>No events match these filters.</EmptyText>
        ) : (
          <ListTable
            minWidth={980}
            aria-label="Audit events"
            headings={['Type', pacificHeading('When'), 'Actor', 'User', 'Address', 'Detail']}
          >
            {events.data.map((event) => (
              <Table.Tr key={event._id}>
                <Table.Td>{TYPE_LABELS[event.type]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(event.at)}</Table.Td>
                <Table.Td>{who(event.actorId)}</Table.Td>
                <Table.Td>{who(event.userId)}</Table.Td>
                <Table.Td>{event.address || '—'}</Table.Td>
                <Table.Td>
                  {Object.keys(event.detail).length === 0 ? '—' : <Code>{detailText(event.detail)}</Code>}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {/* The log only grows: a page is newer or older than another, and a short page is the last. */}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {page}
          </Text>
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer events
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={(events.data?.length ?? 0) < AUDIT_PAGE_SIZE}
            onClick={() => setPage(page + 1)}
          >
            Older events
          </Button>
        </Group>
      </Section>
    </Stack>
  );
}
