import { useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TimeOffRequestJson } from '@hgn/domain/timeOff';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { formatDay } from '../../../ui/formatDate';
import { EditDeleteButtons } from '../../../ui/ListTable';
import { EmptyText, Section } from '../../../ui/Section';
import { useTimeOffRequests } from '../../../shared/queries/timeOff';
import { useCreateTimeOff, useDeleteTimeOff, useUpdateTimeOff } from '../api/timeOffApi';
import { absenceToShow, groupTimeOff } from '../timeOffGroups';
import { TimeOffForm } from './TimeOffForm';
import { TimeOffModal } from '../../../ui/TimeOffModal';
import { timeOffMessages } from './timeOffMessages';
import { toastRefusal } from '../../../ui/notify';

type Editing = { kind: 'create' } | { kind: 'edit'; request: TimeOffRequestJson } | null;

const titles = { current: 'Current', upcoming: 'Upcoming', past: 'Past' } as const;

/** A volunteer's time off (the profile's Volunteering Times tab); `canManage` allows asking, editing and deleting. */
export function TimeOffSection({ userId, canManage }: { userId: string; canManage: boolean }) {
  const requests = useTimeOffRequests();
  const create = useCreateTimeOff();
  const update = useUpdateTimeOff();
  const remove = useDeleteTimeOff();
  const [editing, setEditing] = useState<Editing>(null);
  const [showAbsence, setShowAbsence] = useState(false);

  if (requests.isPending) return <Skeleton height={120} aria-label="Loading time off" />;
  if (requests.isError) return <ErrorDisplay error={requests.error} />;

  const groups = groupTimeOff(requests.data[userId] ?? [], new Date());
  const absence = absenceToShow(groups);

  const confirmDelete = (request: TimeOffRequestJson) =>
    modals.openConfirmModal({
      title: 'Delete this time off?',
      children: (
        <Text size="sm">{`${formatDay(request.startingDate)} to ${formatDay(request.endingDate)}`}</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(request._id, {
          onError: (error) => toastRefusal(error, timeOffMessages.deleteFailed),
        }),
    });

  return (
    <Section
      title="Time off"
      level={3}
      aside={
        <Group gap="xs">
          {absence && (
            <Button size="xs" variant="subtle" onClick={() => setShowAbsence(true)}>
              {groups.current.length > 0 ? 'On time off now' : 'Next time off'}
            </Button>
          )}
          {canManage && (
            <Button size="xs" onClick={() => setEditing({ kind: 'create' })}>
              Add time off
            </Button>
          )}
        </Group>
      }
    >
      {groups.current.length + groups.upcoming.length + groups.past.length === 0 ? (
        <EmptyText>No time off requested.</EmptyText>
      ) : (
        <Stack gap="sm">
          {(['current', 'upcoming', 'past'] as const)
            .filter((phase) => groups[phase].length > 0)
            .map((phase) => (
              <Stack gap={4} key={phase}>
                <Text size="sm" fw={700}>
                  {titles[phase]}
                </Text>
                {groups[phase].map((request) => (
                  <Group
                    key={request._id}
                    justify="space-between"
                    wrap="nowrap"
                    data-testid="time-off-request"
                  >
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm">
                        {formatDay(request.startingDate)} to {formatDay(request.endingDate)} (
                        {request.duration} {request.duration === 1 ? 'week' : 'weeks'})
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {request.reason}
                      </Text>
                    </Stack>
                    {canManage && phase !== 'past' && (
                      <EditDeleteButtons
                        name="time off"
                        onEdit={() => setEditing({ kind: 'edit', request })}
                        onDelete={() => confirmDelete(request)}
                      />
                    )}
                  </Group>
                ))}
              </Stack>
            ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? 'Edit time off' : 'Add time off'}
      >
        {editing && (
          <TimeOffForm
            userId={userId}
            submitLabel="Save"
            initial={
              editing.kind === 'edit'
                ? {
                    startingDate: editing.request.startingDate.slice(0, 10),
                    duration: editing.request.duration,
                    reason: editing.request.reason,
                    reasonType: editing.request.reasonType ?? 'vacationTime',
                  }
                : undefined
            }
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              if (editing.kind === 'edit')
                await update.mutateAsync({ id: editing.request._id, change: values });
              else await create.mutateAsync({ ...values, requestFor: userId });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      {absence && (
        <TimeOffModal
          request={absence}
          opened={showAbsence}
          onClose={() => setShowAbsence(false)}
          name="This volunteer"
        />
      )}
    </Section>
  );
}
