import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Radio, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleFilled, IconSquareFilled } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  BLUE_SQUARE_SUGGESTED_FROM,
  canIssueWarningOfColor,
  CHOICE_OFFERED_FROM,
  warningMessages,
  WARNINGS_PER_DESCRIPTION,
  type UserWarningJson,
  type WarningColor,
  type WarningTrackerJson,
} from '@hgn/domain/warnings';
import { warningsEndpoints as warnings } from '../../../shared/api/endpoints/warnings';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { toastRefusal } from '../../../ui/notify';
import { useDeleteWarning, useIssueWarning, useWarningsOf } from '../api/warningsApi';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { FadingNotice } from './FadingNotice';
import { useFadingNotice } from './useFadingNotice';
import { WarningDescriptionsManager } from './WarningDescriptionsManager';

/** What the caller chose to do on an icon: issue on an empty one, or delete a coloured one. */
type Pending = { kind: 'choose'; tracker: WarningTrackerJson } | { kind: 'delete'; warning: UserWarningJson };

const colourName: Record<WarningColor, string> = { yellow: 'warning', red: 'blue square' };

/** The person's trackers (8 icons per active description) and, for administrators, the description list. */
export function WarningTracker({ userId }: { userId: string }) {
  const actor = useActor();
  const trackers = useWarningsOf(userId);
  const issue = useIssueWarning(userId);
  const remove = useDeleteWarning(userId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [choice, setChoice] = useState<WarningColor>('yellow');
  const [notice, showNotice] = useFadingNotice();

  const mayIssue = (color: WarningColor) => actor !== null && canIssueWarningOfColor(actor, color);
  const mayDelete = allowed(actor ?? undefined, warnings.remove);
  /** An empty icon issues a warning, or from the choice on, a warning or a blue square. */
  const mayIssueOn = (tracker: WarningTrackerJson) =>
    mayIssue('yellow') || (tracker.warnings.length >= CHOICE_OFFERED_FROM && mayIssue('red'));

  const issueOf = (tracker: WarningTrackerJson, color: WarningColor) =>
    issue.mutate(
      { iconId: crypto.randomUUID(), color, description: tracker.title },
      {
        onSuccess: () => {
          setPending(null);
          showNotice(color === 'red' ? warningMessages.blueSquareIssued : warningMessages.issued);
        },
        onError: (error) => toastRefusal(error, warningMessages.failed),
      },
    );

  const onEmpty = (tracker: WarningTrackerJson) => {
    if (tracker.warnings.length >= CHOICE_OFFERED_FROM) {
      setChoice(tracker.warnings.length >= BLUE_SQUARE_SUGGESTED_FROM ? 'red' : 'yellow');
      setPending({ kind: 'choose', tracker });
    } else issueOf(tracker, 'yellow');
  };

  const confirmDelete = (warning: UserWarningJson) =>
    remove.mutate(warning._id, {
      onSuccess: () => {
        setPending(null);
        showNotice(warningMessages.deleted);
      },
      onError: (error) => toastRefusal(error, warningMessages.failed),
    });

  return (
    <Stack gap="md">
      <FadingNotice notice={notice} />
      {trackers.isPending && <ListLoading label="Loading warnings" rows={3} />}
      {trackers.isError && <ListLoadFailed message={warningMessages.loadFailed} />}
      {trackers.data && trackers.data.warnings.length === 0 && (
        <Text c="dimmed">{warningMessages.empty}</Text>
      )}
      {trackers.data?.warnings.map((tracker) => (
        <Group key={tracker.title} justify="space-between" wrap="nowrap" gap="sm">
          <Tooltip label={tracker.title}>
            <Text fw={600} w={60} aria-hidden>
              {tracker.abbreviation}
            </Text>
          </Tooltip>
          <Text size="sm" style={{ flex: 1 }}>
            {tracker.title}
          </Text>
          <Group gap={4} role="group" aria-label={`${tracker.title} tracker`}>
            {Array.from({ length: WARNINGS_PER_DESCRIPTION }, (_, slot) => {
              const warning = tracker.warnings[slot];
              if (warning) {
                const label = `${tracker.title}: ${colourName[warning.color]} of ${warning.date}${
                  warning.monitorData
                    ? ` by ${warning.monitorData.firstName} ${warning.monitorData.lastName}`
                    : ''
                }`;
                // Those who may not delete it (the person on their own profile) still see its colour.
                return mayDelete ? (
                  <ActionIcon
                    key={warning._id}
                    variant="filled"
                    color={warning.color}
                    aria-label={label}
                    onClick={() => setPending({ kind: 'delete', warning })}
                  >
                    <IconSquareFilled size={14} aria-hidden />
                  </ActionIcon>
                ) : (
                  <ThemeIcon
                    key={warning._id}
                    variant="filled"
                    color={warning.color}
                    role="img"
                    aria-label={label}
                  >
                    <IconSquareFilled size={14} aria-hidden />
                  </ThemeIcon>
                );
              }
              const isNext = slot === tracker.warnings.length;
              return (
                <ActionIcon
                  key={`empty-${slot}`}
                  variant="light"
                  color="blue"
                  disabled={!isNext || !mayIssueOn(tracker) || issue.isPending}
                  aria-label={`${tracker.title}: issue warning ${slot + 1}`}
                  onClick={() => onEmpty(tracker)}
                >
                  <IconCircleFilled size={10} aria-hidden />
                </ActionIcon>
              );
            })}
          </Group>
        </Group>
      ))}

      <Modal
        opened={pending?.kind === 'choose'}
        onClose={() => setPending(null)}
        title="Issue a warning or a blue square?"
      >
        {pending?.kind === 'choose' && (
          <Stack gap="sm">
            <Text size="sm">
              {pending.tracker.title} already has {pending.tracker.warnings.length} warnings.
            </Text>
            <Radio.Group
              label="Issue"
              value={choice}
              onChange={(value) => setChoice(value === 'red' ? 'red' : 'yellow')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="yellow" label="Warning" disabled={!mayIssue('yellow')} />
                <Radio value="red" label="Blue square" disabled={!mayIssue('red')} />
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button
                color={choice === 'red' ? 'red' : 'yellow'}
                autoContrast
                loading={issue.isPending}
                disabled={!mayIssue(choice)}
                onClick={() => issueOf(pending.tracker, choice)}
              >
                {choice === 'red' ? 'Issue blue square' : 'Issue warning'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <ConfirmDeleteModal
        title="Delete this warning?"
        what={
          pending?.kind === 'delete'
            ? `The ${colourName[pending.warning.color]} for ${pending.warning.description} of ${pending.warning.date} will be deleted. A blue square given with it stays on the profile.`
            : null
        }
        deleting={remove.isPending}
        onConfirm={() => pending?.kind === 'delete' && confirmDelete(pending.warning)}
        onClose={() => setPending(null)}
      />

      <WarningDescriptionsManager onNotice={showNotice} />
    </Stack>
  );
}
