import { useState } from 'react';
import { Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { BadgeDefinitionJson } from '@hgn/domain/badges';
import { badgesEndpoints as badgeCalls } from '../../../shared/api/endpoints/badges';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { EditDeleteCell, ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { useBadges, useDeleteBadge } from '../api/badgesApi';
import { AssignBadgesPanel } from '../components/AssignBadgesPanel';
import { BadgeFormDialog } from '../components/BadgeFormDialog';
import { BadgeImage } from '../components/BadgeImage';
import { toastError, toastSuccess } from '../../../ui/notify';

type Dialog = { kind: 'create' } | { kind: 'edit'; badge: BadgeDefinitionJson } | null;

/** /badgemanagement: the badges of the organisation and giving them to volunteers. */
export function BadgeManagementPage() {
  const actor = useActor();
  const badges = useBadges();
  const remove = useDeleteBadge();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Each control only for those the server lets through.
  const mayCreate = allowed(actor ?? undefined, badgeCalls.create);
  const mayUpdate = allowed(actor ?? undefined, badgeCalls.update);
  const mayDelete = allowed(actor ?? undefined, badgeCalls.remove);
  const mayAssign = allowed(actor ?? undefined, badgeCalls.assign);

  const confirmDelete = (badge: BadgeDefinitionJson) =>
    modals.openConfirmModal({
      title: `Delete ${badge.badgeName}?`,
      children: (
        <Text size="sm">The badge is removed from every volunteer who has it. This cannot be undone.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(badge._id, {
          onSuccess: () => toastSuccess('Badge deleted.'),
          onError: () => toastError('The badge could not be deleted.'),
        }),
    });

  // The first tab depends on the permissions, so the page waits for them as well as the badges.
  if (badges.isPending || actor === null) return <PageSkeleton label="Loading badges" />;
  if (badges.isError) return <ErrorDisplay error={badges.error} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Badge Management
      </Title>
      <Tabs defaultValue={mayAssign ? 'assign' : 'badges'} keepMounted={false}>
        <Tabs.List>
          {mayAssign && <Tabs.Tab value="assign">Assign Badges</Tabs.Tab>}
          <Tabs.Tab value="badges">Badge Development</Tabs.Tab>
        </Tabs.List>
        {mayAssign && (
          <Tabs.Panel value="assign" pt="md">
            <AssignBadgesPanel badges={badges.data} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="badges" pt="md">
          <Stack gap="sm">
            {mayCreate && (
              <Group>
                <Button onClick={() => setDialog({ kind: 'create' })}>Create New Badge</Button>
              </Group>
            )}
            {badges.data.length === 0 ? (
              <EmptyText>No badges yet.</EmptyText>
            ) : (
              <ListTable
                minWidth={600}
                headings={['Badge', 'Name', 'Description', 'Type', 'Ranking', 'Actions']}
              >
                {badges.data.map((badge) => (
                  <Table.Tr key={badge._id} data-testid="badge-row">
                    <Table.Td>
                      <BadgeImage name={badge.badgeName} imageUrl={badge.imageUrl} />
                    </Table.Td>
                    <Table.Td>{badge.badgeName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {badge.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>{badge.type}</Table.Td>
                    <Table.Td>{badge.ranking}</Table.Td>
                    <EditDeleteCell
                      name={badge.badgeName}
                      onEdit={mayUpdate ? () => setDialog({ kind: 'edit', badge }) : undefined}
                      onDelete={mayDelete ? () => confirmDelete(badge) : undefined}
                    />
                  </Table.Tr>
                ))}
              </ListTable>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {dialog && (
        <BadgeFormDialog
          key={dialog.kind === 'edit' ? dialog.badge._id : 'new'}
          opened
          badge={dialog.kind === 'edit' ? dialog.badge : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
