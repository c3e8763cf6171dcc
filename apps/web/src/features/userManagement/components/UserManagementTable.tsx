import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  ColorSwatch,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Actor } from '@hgn/domain/permissions';
import {
  USER_PAGE_SIZES,
  userManagementMessages as msg,
  type UserPageItemJson,
  type UserStatusFilter,
} from '@hgn/domain/userManagement';
import { useRoles } from '../../../shared/queries/roles';
import { linkTo, paths } from '../../../shared/routing/paths';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListPager } from '../../../ui/ListPager';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useTeamOptions, useUserPage } from '../api/userManagementApi';
import {
  dayOrDash,
  fullName,
  isPaused,
  rowActions,
  STATUS_FILTER_OPTIONS,
  timeOffText,
} from '../userTableModel';
import { RemoveUserDialog } from './RemoveUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { StatusDialog, type StatusAction } from './StatusDialog';

const COLUMNS = [
  'Active',
  'First Name',
  'Last Name',
  'Role',
  'Title',
  'Email',
  'Wkly Committed Hrs',
  'Pause',
  'Requested Time Off',
  'Manage Final Day',
  'Paused Until',
  'Start Date',
  'End Date',
  'Actions',
] as const;

const SEARCH_DELAY_MS = 300;

type Dialog =
  | { kind: 'status'; user: UserPageItemJson; action: StatusAction }
  | { kind: 'remove'; user: UserPageItemJson }
  | { kind: 'resetPassword'; user: UserPageItemJson };

/** Colour repeats the word beside it, so it is hidden from screen readers. */
function ActiveDot({ isActive }: { isActive: boolean }) {
  return (
    <ColorSwatch
      color={isActive ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
      size={10}
      aria-hidden
    />
  );
}

function SkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton height={12} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The paged user table with search, filters and each user's status actions. */
export function UserManagementTable({ actor }: { actor: Actor }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [role, setRole] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [team, setTeam] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(USER_PAGE_SIZES[0]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const users = useUserPage({ search: debouncedSearch, role, status, team, page, pageSize });
  const roles = useRoles(true);
  const teams = useTeamOptions();

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const open = (next: Dialog) => () => setDialog(next);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Search by name or e-mail"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => filtered(setSearch)(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Role"
          placeholder="All roles"
          clearable
          data={(roles.data ?? []).map((r) => r.roleName)}
          value={role || null}
          onChange={(value) => filtered(setRole)(value ?? '')}
          w={160}
        />
        <Select
          label="Status"
          data={STATUS_FILTER_OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(value) => filtered(setStatus)(value ?? 'all')}
          w={140}
        />
        {teams.data && teams.data.length > 0 && (
          <Select
            label="Team"
            placeholder="All teams"
            clearable
            searchable
            data={teams.data.map((t) => ({ value: t._id, label: t.teamName }))}
            value={team || null}
            onChange={(value) => filtered(setTeam)(value ?? '')}
            w={200}
          />
        )}
      </Group>

      {users.isError ? (
        <ErrorDisplay error={users.error} />
      ) : (
        // Wider than most screens: the table scrolls sideways under its Actions column.
        <ScrollRegion label="Users" hasStickyLastColumn>
          <Table striped highlightOnHover verticalSpacing="xs" miw={1400} aria-busy={users.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.isPending ? (
                <SkeletonRows rows={pageSize > 10 ? 10 : pageSize} />
              ) : users.data.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text ta="center" c="dimmed" py="md">
                      {msg.noUsersFound}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                users.data.items.map((user) => {
                  const name = fullName(user);
                  const profile = linkTo(paths.userProfile, { userId: user._id });
                  // An Owner's or a protected row offers only what the server lets this caller do there.
                  const may = rowActions(actor, user);
                  const toggle = user.isActive ? 'deactivate' : 'activate';
                  const pauseAction = isPaused(user) ? 'resume' : 'pause';
                  const finalDayAction = user.isSet ? 'clearFinalDay' : 'scheduleFinalDay';
                  return (
                    <Table.Tr key={user._id}>
                      <Table.Td>
                        {user.isArchived ? (
                          <Badge variant="default" leftSection={<ActiveDot isActive={false} />}>
                            Archived
                          </Badge>
                        ) : may.changeStatus(toggle) ? (
                          <Button
                            size="compact-xs"
                            variant="default"
                            leftSection={<ActiveDot isActive={user.isActive} />}
                            aria-label={user.isActive ? `Deactivate ${name}` : `Activate ${name}`}
                            onClick={open({ kind: 'status', user, action: toggle })}
                          >
                            {user.isActive ? 'Active' : 'Inactive'}
                          </Button>
                        ) : (
                          <Badge variant="default" leftSection={<ActiveDot isActive={user.isActive} />}>
                            {user.isActive ? 'Active' : 'Inactive'}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={profile}>
                          {user.firstName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={profile} tabIndex={-1}>
                          {user.lastName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{user.role}</Table.Td>
                      <Table.Td>{user.jobTitle}</Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{user.weeklycommittedHours}</Table.Td>
                      <Table.Td>
                        {may.changeStatus(pauseAction) &&
                          !user.isArchived &&
                          (user.isActive || isPaused(user)) && (
                            <Button
                              size="compact-xs"
                              variant="default"
                              aria-label={isPaused(user) ? `Resume ${name}` : `Pause ${name}`}
                              onClick={open({ kind: 'status', user, action: pauseAction })}
                            >
                              {isPaused(user) ? 'Resume' : 'Pause'}
                            </Button>
                          )}
                      </Table.Td>
                      <Table.Td>{timeOffText(user)}</Table.Td>
                      <Table.Td>
                        {may.changeStatus(finalDayAction) && !user.isArchived && user.isActive && (
                          <Button
                            size="compact-xs"
                            variant="default"
                            aria-label={
                              user.isSet ? `Delete final day of ${name}` : `Set final day of ${name}`
                            }
                            onClick={open({ kind: 'status', user, action: finalDayAction })}
                          >
                            {user.isSet ? 'Delete Final Day' : 'Set Final Day'}
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td>{isPaused(user) ? dayOrDash(user.reactivationDate) : '—'}</Table.Td>
                      <Table.Td>{dayOrDash(user.startDate)}</Table.Td>
                      <Table.Td>{dayOrDash(user.endDate)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {may.changeStatus('restore') && user.isArchived && (
                            <Button
                              size="compact-xs"
                              variant="default"
                              aria-label={`Restore ${name}`}
                              onClick={open({ kind: 'status', user, action: 'restore' })}
                            >
                              Restore
                            </Button>
                          )}
                          {may.resetPassword && (
                            <Button
                              size="compact-xs"
                              variant="default"
                              aria-label={`Reset the password of ${name}`}
                              onClick={open({ kind: 'resetPassword', user })}
                            >
                              Reset password
                            </Button>
                          )}
                          {may.resetTwoFactor && <ResetTwoFactorButton userId={user._id} name={name} />}
                          {may.remove && (
                            <Button
                              size="compact-xs"
                              color="red"
                              variant="light"
                              aria-label={`Remove ${name}`}
                              onClick={open({ kind: 'remove', user })}
                            >
                              Delete
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}

      <ListPager
        total={users.data?.total}
        pageSize={pageSize}
        unit={['user', 'users']}
        page={page}
        onPage={setPage}
      >
        <Select
          aria-label="Users per page"
          data={USER_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => filtered(setPageSize)(Number(value ?? USER_PAGE_SIZES[0]))}
          w={140}
        />
      </ListPager>

      {dialog?.kind === 'status' && (
        <StatusDialog user={dialog.user} action={dialog.action} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && <RemoveUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'resetPassword' && (
        <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
