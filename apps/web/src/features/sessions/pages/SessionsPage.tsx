import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { describeDevice, sessionsMessages, type SessionJson } from '@hgn/domain/sessions';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText, Section } from '../../../ui/Section';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessionsApi';

function SessionRow({ session }: { session: SessionJson }) {
  const end = useEndSession();
  const device = describeDevice(session.userAgent);
  const confirmEnd = () =>
    modals.openConfirmModal({
      title: `Sign out ${device}?`,
      children: (
        <Text size="sm">
          That browser is signed out at its next request and has to sign in again to come back.
        </Text>
      ),
      labels: { confirm: 'Sign out', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        end.mutate(session._id, {
          onSuccess: () => toastSuccess(sessionsMessages.ended),
          onError: (error) => toastRefusal(error, 'The session could not be ended.'),
        }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" title={session.userAgent || undefined}>
            {device}
          </Text>
          {session.current ? (
            <Badge variant="light" size="sm">
              This device
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{session.address || '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatUSDateTime(session.createdAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {session.lastSeenAt ? formatUSDateTime(session.lastSeenAt) : '—'}
      </Table.Td>
      <Table.Td>
        {session.current ? (
          <Text size="sm" c="dimmed">
            Use Logout to end
          </Text>
        ) : (
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={confirmEnd}
            loading={end.isPending}
            aria-label={`Sign out ${device}, signed in ${formatUSDateTime(session.createdAt)}`}
          >
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /sessions: where the signed-in person is signed in, and signing out of those places. */
export function SessionsPage() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) return <PageSkeleton label="Loading your sessions" />;
  if (sessions.isError) return <ErrorDisplay error={sessions.error} />;

  const others = sessions.data.filter((session) => !session.current).length;
  const confirmEndOthers = () =>
    modals.openConfirmModal({
      title: 'Sign out everywhere else?',
      children: (
        <Text size="sm">
          {others === 1 ? 'The other browser' : `The ${others} other browsers`} signed in to your account will
          have to sign in again. This browser stays signed in.
        </Text>
      ),
      labels: { confirm: 'Sign out everywhere else', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: ({ revoked }) => toastSuccess(sessionsMessages.endedOthers(revoked)),
          onError: (error) => toastRefusal(error, 'The other sessions could not be ended.'),
        }),
    });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Where you&apos;re signed in
      </Title>
      <Text size="sm" c="dimmed">
        Each browser or app signed in to your account. Sign out any you do not recognise, then change your
        password.
      </Text>
      <Section
        title="Sessions"
        aside={
          others > 0 ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={confirmEndOthers}
              loading={endOthers.isPending}
            >
              Sign out everywhere else
            </Button>
          ) : null
        }
      >
        <Stack gap="sm">
          <ListTable
            minWidth={720}
            aria-label="Your sessions"
            hasStickyLastColumn
            headings={[
              'Device',
              'Address',
              pacificHeading('Signed in'),
              pacificHeading('Last active'),
              'Actions',
            ]}
          >
            {sessions.data.map((session) => (
              <SessionRow key={session._id} session={session} />
            ))}
          </ListTable>
          {others === 0 ? <EmptyText>You are signed in on this device only.</EmptyText> : null}
        </Stack>
      </Section>
    </Stack>
  );
}
