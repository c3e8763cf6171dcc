import { useState } from 'react';
import {
  Box,
  Group,
  Modal,
  ScrollArea,
  Slider,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import {
  canReduceVisibilityOf,
  filterTeamMembers,
  isEmphasisedTeamRole,
  nextMemberDateSort,
  sortTeamMembers,
  type MemberDateSort,
  type MemberStatusFilter,
  type TeamListItemJson,
  type TeamMemberJson,
} from '@hgn/domain/teams';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { formatDay } from '../../../ui/formatDate';
import { RemoveCell } from '../../../ui/ListTable';
import { ProfileLink } from '../../../ui/ProfileLink';
import { useAssignTeamMember, useSetMemberVisibility, useTeamMembers } from '../api/teamsApi';
import { serverSentence } from '../../../shared/api/apiError';
import { AddMemberField } from './AddMemberField';
import { toastError, toastSuccess } from '../../../ui/notify';
import { VisibilityHelp } from './VisibilityHelp';

/** The team list scrolls past this height (spec 000 section 9). */
const LIST_HEIGHT_PX = 300;

const STATUS_MARKS = [
  { value: 0, label: 'Inactive' },
  { value: 1, label: 'Active' },
  { value: 2, label: 'All' },
];

const sortIcon = { 0: IconArrowsSort, 1: IconSortAscending, [-1]: IconSortDescending } as const;
const sortLabel = { 0: 'grouped by role', 1: 'oldest first', [-1]: 'newest first' } as const;

interface TeamMembersDialogProps {
  team: TeamListItemJson;
  canAssign: boolean;
  canChangeVisibility: boolean;
  onClose: () => void;
}

export function TeamMembersDialog({ team, canAssign, canChangeVisibility, onClose }: TeamMembersDialogProps) {
  const members = useTeamMembers(team._id);
  const [status, setStatus] = useState<MemberStatusFilter>(1);
  const [dateSort, setDateSort] = useState<MemberDateSort>(0);
  const assign = useAssignTeamMember();
  const visibility = useSetMemberVisibility();
  // Escape closes only the top dialog: both listen on the window, so this one stands aside meanwhile.
  const [isHelpOpen, help] = useDisclosure(false);

  const remove = (member: TeamMemberJson) =>
    assign.mutate(
      { teamId: team._id, userId: member._id, operation: 'UnAssign' },
      {
        onSuccess: () => toastSuccess(teamMessages.memberDeleted),
        onError: (failure) => toastError(serverSentence(failure, teamMessages.assignFailed)),
      },
    );

  const toggleVisibility = (member: TeamMemberJson, visible: boolean) =>
    visibility.mutate(
      { teamId: team._id, userId: member._id, visibility: visible },
      {
        onSuccess: () => toastSuccess(teamMessages.updated),
        onError: (failure) => toastError(serverSentence(failure, teamMessages.visibilityChangeFailed)),
      },
    );

  const SortIcon = sortIcon[dateSort];
  const shown = members.data ? sortTeamMembers(filterTeamMembers(members.data, status), dateSort) : [];

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={!isHelpOpen}
      title={`Members of ${team.teamName}`}
      size="xl"
    >
      <Stack gap="md">
        {canAssign && members.data ? <AddMemberField teamId={team._id} members={members.data} /> : null}
        <Box px="xs" pb="lg">
          <Text size="sm" fw={500} id="member-status-label" mb={4}>
            Show members
          </Text>
          <Slider
            min={0}
            max={2}
            step={1}
            value={status}
            onChange={(value) => setStatus(value as MemberStatusFilter)}
            marks={STATUS_MARKS}
            label={(value) => STATUS_MARKS[value]?.label}
            thumbProps={{ 'aria-labelledby': 'member-status-label' }}
            maw={260}
          />
        </Box>
        {members.isPending ? (
          <ListLoading label="Loading members" rows={3} />
        ) : members.isError ? (
          <ListLoadFailed message="The members could not be loaded." />
        ) : (
          <ScrollArea.Autosize mah={LIST_HEIGHT_PX} type="auto">
            <Table striped highlightOnHover stickyHeader miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>
                    <Group gap={4} wrap="nowrap">
                      Visible
                      <VisibilityHelp opened={isHelpOpen} onOpen={help.open} onClose={help.close} />
                    </Group>
                  </Table.Th>
                  <Table.Th aria-sort={dateSort === 0 ? 'none' : dateSort === 1 ? 'ascending' : 'descending'}>
                    <UnstyledButton onClick={() => setDateSort(nextMemberDateSort(dateSort))}>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" fw={700}>
                          Date added
                        </Text>
                        <SortIcon aria-hidden size={16} />
                        <VisuallyHidden>, {sortLabel[dateSort]}</VisuallyHidden>
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                  {canAssign ? <Table.Th>Remove</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={canAssign ? 7 : 6}>
                      <Text c="dimmed" size="sm">
                        No members to show.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  shown.map((member, index) => {
                    const name = `${member.firstName} ${member.lastName}`;
                    const fixed = !canReduceVisibilityOf(member.role);
                    return (
                      <Table.Tr key={member._id}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>
                          <Box
                            component="span"
                            aria-label={member.isActive ? 'Active' : 'Inactive'}
                            role="img"
                            style={{
                              display: 'inline-block',
                              width: 10,
                              height: 10,
                              borderRadius: 10,
                              background: member.isActive
                                ? 'var(--mantine-color-green-7)'
                                : 'var(--mantine-color-gray-6)',
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          <ProfileLink userId={member._id} name={name} />
                        </Table.Td>
                        <Table.Td fw={isEmphasisedTeamRole(member.role) ? 700 : undefined}>
                          {member.role}
                        </Table.Td>
                        <Table.Td>
                          <Tooltip label="Always visible to the team" disabled={!fixed}>
                            <span>
                              <Switch
                                aria-label={`${name} visible to the team`}
                                checked={member.visible || fixed}
                                disabled={!canChangeVisibility || fixed || visibility.isPending}
                                onChange={(event) => toggleVisibility(member, event.currentTarget.checked)}
                              />
                            </span>
                          </Tooltip>
                        </Table.Td>
                        <Table.Td>{formatDay(member.addDateTime)}</Table.Td>
                        {canAssign ? (
                          <RemoveCell
                            label={`Remove ${name}`}
                            onRemove={() => remove(member)}
                            disabled={assign.isPending}
                          />
                        ) : null}
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
