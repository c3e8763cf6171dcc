import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiTokenJson } from '@hgn/domain/apiTokens';
import { apiTokenMessages as msg } from '@hgn/domain/messages';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable } from '../../../ui/ListTable';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { useApiTokens, useRevokeApiToken } from '../api/apiTokensApi';
import { CreateApiTokenDialog } from '../components/CreateApiTokenDialog';

type Status = 'Active' | 'Expired' | 'Revoked';

const statusOf = (token: ApiTokenJson): Status =>
  token.revokedAt ? 'Revoked' : token.expired ? 'Expired' : 'Active';

const statusColor: Record<Status, string> = { Active: 'green', Expired: 'gray', Revoked: 'red' };

/** /apitokens: the caller's personal API tokens, to make, see and revoke. */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  // Each opening of the dialog is a new one: nothing of the last token made stays in it.
  const [openings, setOpenings] = useState(0);
  const openCreate = (): void => {
    setOpenings((count) => count + 1);
    setCreating(true);
  };

  const confirmRevoke = (token: ApiTokenJson) =>
    modals.openConfirmModal({
      title: `Revoke “${token.name}”?`,
      children: (
        <Text size="sm">Anything that uses this token stops working at once. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(token._id, {
          onSuccess: () => toastSuccess(msg.revoked),
          onError: (error) => toastRefusal(error, 'The token could not be revoked.'),
        }),
    });

  if (tokens.isPending) return <PageSkeleton label="Loading API tokens" />;
  if (tokens.isError) return <ErrorDisplay error={tokens.error} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          API Tokens
        </Title>
        <Button onClick={openCreate}>Create token</Button>
      </Group>
      <Text size="sm" c="dimmed">
        A personal API token lets a script call the API as you, with your permissions of the moment: send it
        as <code>Authorization: Bearer &lt;token&gt;</code>. It cannot manage tokens or change your password;
        a new password revokes every token.
      </Text>
      {tokens.data.length === 0 ? (
        <EmptyText>{msg.empty}</EmptyText>
      ) : (
        <ListTable
          aria-label="API tokens"
          minWidth={880}
          hasStickyLastColumn
          headings={['Name', 'Access', 'Created', 'Expires', 'Last used', 'Status', 'Actions']}
        >
          {tokens.data.map((token) => {
            const status = statusOf(token);
            return (
              <Table.Tr key={token._id} data-testid="api-token-row">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{token.name}</Table.Td>
                <Table.Td>{token.access === 'write' ? 'Read and write' : 'Read only'}</Table.Td>
                <Table.Td>{formatUSDateTimePT(token.createdAt)}</Table.Td>
                <Table.Td>{formatUSDateTimePT(token.expiresAt)}</Table.Td>
                <Table.Td>{token.lastUsedAt ? formatUSDateTimePT(token.lastUsedAt) : 'Never'}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[status]} variant="light">
                    {status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {status === 'Active' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Revoke ${token.name}`}
                      onClick={() => confirmRevoke(token)}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      )}
      <CreateApiTokenDialog key={openings} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
