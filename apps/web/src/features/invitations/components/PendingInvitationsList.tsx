import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { SetupInvitationJson } from '@hgn/domain/invitations';
import { setupMessages } from '@hgn/domain/messages';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { formatDay } from '../../../ui/formatDate';
import { useCancelInvitation, usePendingInvitations, useRefreshInvitation } from '../api/invitationsApi';
import { invitationFailure } from '../invitationErrors';
import { toastError, toastSuccess } from '../../../ui/notify';

type InvitationState = 'Cancelled' | 'Expired' | 'Pending';

export function invitationState(invitation: SetupInvitationJson, now: Date = new Date()): InvitationState {
  if (invitation.isCancelled) return 'Cancelled';
  return Date.parse(invitation.expiration) <= now.getTime() ? 'Expired' : 'Pending';
}

const stateColor: Record<InvitationState, string> = { Cancelled: 'gray', Expired: 'orange', Pending: 'blue' };

type Confirmation = { action: 'cancel' | 'refresh'; invitation: SetupInvitationJson };

/** Invitations not yet used: each can be cancelled, or sent again with a new link and a new expiry. */
export function PendingInvitationsList() {
  const invitations = usePendingInvitations();
  const cancel = useCancelInvitation();
  const refresh = useRefreshInvitation();
  const [confirming, setConfirming] = useState<Confirmation | null>(null);

  const confirm = async (): Promise<void> => {
    if (!confirming) return;
    const { action, invitation } = confirming;
    try {
      await (action === 'cancel' ? cancel : refresh).mutateAsync(invitation._id);
      toastSuccess(
        action === 'cancel' ? setupMessages.invitationCancelled : setupMessages.invitationRefreshed,
      );
    } catch (error) {
      toastError(invitationFailure(error).message);
    }
    setConfirming(null);
  };

  if (invitations.isPending) return <PageSkeleton label="Loading invitations" />;
  if (invitations.isError) return <ErrorDisplay error={invitations.error} />;
  if (invitations.data.length === 0) return <EmptyText>{setupMessages.invitationsEmpty}</EmptyText>;

  return (
    <>
      <ListTable
        minWidth={560}
        aria-label="Pending invitations"
        headings={['Email', 'Weekly hours', 'Sent', 'Expires', 'Status', 'Actions']}
      >
        {invitations.data.map((invitation) => {
          const state = invitationState(invitation);
          return (
            <Table.Tr key={invitation._id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
              <Table.Td>{invitation.weeklyCommittedHours}</Table.Td>
              <Table.Td>{formatDay(invitation.createdDate)}</Table.Td>
              <Table.Td>{formatDay(invitation.expiration)}</Table.Td>
              <Table.Td>
                <Badge color={stateColor[state]} variant="dot">
                  {state}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    onClick={() => setConfirming({ action: 'refresh', invitation })}
                  >
                    Resend
                  </Button>
                  {!invitation.isCancelled && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red"
                      aria-label={`Cancel the invitation to ${invitation.email}`}
                      onClick={() => setConfirming({ action: 'cancel', invitation })}
                    >
                      Cancel
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.action === 'cancel' ? 'Cancel invitation' : 'Resend invitation'}
      >
        <Stack gap="md">
          <Text>
            {confirming?.action === 'cancel'
              ? `Cancel the invitation to ${confirming.invitation.email}? Its link will stop working.`
              : `Send the invitation to ${confirming?.invitation.email ?? ''} again? The old link stops working and the new one is valid for three weeks.`}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Keep as it is
            </Button>
            <Button
              color={confirming?.action === 'cancel' ? 'red' : undefined}
              loading={cancel.isPending || refresh.isPending}
              onClick={() => void confirm()}
            >
              {confirming?.action === 'cancel' ? 'Cancel invitation' : 'Resend invitation'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
