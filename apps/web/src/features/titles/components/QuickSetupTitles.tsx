import { useState } from 'react';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { Actor } from '@hgn/domain/permissions';
import { canApplyTitle, canSeeTitles, profileChangesForTitle, type TitleJson } from '@hgn/domain/titles';
import type { ProfileUpdateBody, UserProfileJson } from '@hgn/domain/users';
import { titlesEndpoints } from '../../../shared/api/endpoints/titles';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { EmptyText, Section } from '../../../ui/Section';
import { useTitles } from '../api/titlesApi';
import { ManageTitlesTable } from './ManageTitlesTable';
import { TitleFormDialog } from './TitleFormDialog';

type Dialog = { kind: 'add' } | { kind: 'edit'; title: TitleJson } | null;

/** What applying the title sets, as the confirmation lists it. */
function TitleSummary({ title }: { title: TitleJson }) {
  const rows: [string, string | undefined][] = [
    ['Job title', title.titleName],
    ['Team code', title.teamCode],
    ['Project', title.projectAssigned.projectName],
    ['Team', title.teamAssiged?.teamName],
    ['Media folder', title.mediaFolder],
  ];
  return (
    <List size="sm" spacing={4}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <List.Item key={label} style={{ overflowWrap: 'anywhere' }}>
            {label}: {value}
          </List.Item>
        ))}
    </List>
  );
}

/**
 * A profile's Quick Setup titles: seeQSC holders see them, assignTitle holders apply one (after a
 * confirmation) through the profile's save, and addNewTitle or editTitle holders add, edit, reorder
 * and delete them.
 */
export function QuickSetupTitles({
  actor,
  profile,
  onApply,
}: {
  actor: Actor;
  profile: UserProfileJson;
  onApply: (changes: ProfileUpdateBody) => Promise<unknown>;
}) {
  const mayAdd = allowed(actor, titlesEndpoints.create);
  const mayEdit = allowed(actor, titlesEndpoints.update);
  const mayReorder = allowed(actor, titlesEndpoints.reorder);
  const isShown = canSeeTitles(actor) || mayAdd || mayEdit;
  const mayApply = canApplyTitle(actor, {
    userId: profile._id,
    role: profile.role,
    isProtected: profile.isProtected,
  });
  const titles = useTitles(isShown);
  const [isManaging, setManaging] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (!isShown) return null;

  const confirmApply = (title: TitleJson) =>
    modals.openConfirmModal({
      title: `Set up ${profile.firstName} as ${title.titleName}?`,
      children: (
        <Stack gap="xs">
          <Text size="sm">This saves the profile with:</Text>
          <TitleSummary title={title} />
        </Stack>
      ),
      labels: { confirm: 'Apply', cancel: 'Cancel' },
      onConfirm: () => {
        onApply(profileChangesForTitle(title, profile)).then(
          () => toastSuccess(`${profile.firstName} is set up as ${title.titleName}.`),
          (error: unknown) => toastRefusal(error, 'The title could not be applied.'),
        );
      },
    });

  const list = titles.data ?? [];
  return (
    <Section
      title="Quick Setup Codes"
      aside={
        <Group gap="xs">
          {mayAdd && (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'add' })}>
              Add title
            </Button>
          )}
          {(mayEdit || mayReorder) && list.length > 0 && (
            <Button size="xs" variant="default" onClick={() => setManaging((on) => !on)}>
              {isManaging ? 'Done' : 'Manage titles'}
            </Button>
          )}
        </Group>
      }
    >
      {titles.isError ? (
        <ErrorDisplay error={titles.error} />
      ) : titles.isPending ? (
        <EmptyText>Loading titles…</EmptyText>
      ) : list.length === 0 ? (
        <EmptyText>No Quick Setup titles yet.</EmptyText>
      ) : isManaging ? (
        <ManageTitlesTable
          titles={list}
          canEdit={mayEdit}
          canReorder={mayReorder}
          onEdit={(title) => setDialog({ kind: 'edit', title })}
        />
      ) : (
        <Group gap="xs">
          {list.map((title) =>
            mayApply ? (
              <Button
                key={title._id}
                variant="outline"
                size="sm"
                onClick={() => confirmApply(title)}
                aria-label={`Apply ${title.titleCode}: ${title.titleName}`}
              >
                <Text span fw={700} mr={6}>
                  {title.titleCode}
                </Text>
                {title.titleName}
              </Button>
            ) : (
              <Badge key={title._id} variant="outline" size="lg" tt="none">
                {title.titleCode} · {title.titleName}
              </Badge>
            ),
          )}
        </Group>
      )}
      {dialog && (
        <TitleFormDialog
          key={dialog.kind === 'edit' ? dialog.title._id : 'new'}
          title={dialog.kind === 'edit' ? dialog.title : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </Section>
  );
}
