import { useEffect, useMemo, useState } from 'react';
import { Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { teamMessages } from '@hgn/domain/messages';
import { can, canAny } from '@hgn/domain/permissions';
import { normaliseTeamName } from '@hgn/domain/teams';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useTeams } from '../api/teamsApi';
import { CreateTeamForm } from '../components/CreateTeamForm';
import { toastError } from '../../../ui/notify';
import { TeamsTable } from '../components/TeamsTable';

/** Every team: create, rename, (de)activate, set its code, manage its members, delete. */
export function TeamsPage() {
  const actor = useActor();
  const teams = useTeams();
  const [filter, setFilter] = useState('');
  const isEmpty = teams.isSuccess && teams.data.length === 0;

  useEffect(() => {
    if (isEmpty) toastError(teamMessages.noTeams);
  }, [isEmpty]);

  const shown = useMemo(() => {
    const needle = normaliseTeamName(filter);
    return (teams.data ?? []).filter((team) => normaliseTeamName(team.teamName).includes(needle));
  }, [teams.data, filter]);

  if (!actor) return <PageSkeleton label="Loading teams" />;
  const rights = {
    canEdit: can(actor, 'putTeam'),
    canDelete: can(actor, 'deleteTeam'),
    canAssign: can(actor, 'assignTeamToUsers'),
    canChangeVisibility: canAny(actor, ['putTeam', 'assignTeamToUsers']),
    canSeeReports: can(actor, 'getReports'),
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Teams
      </Title>
      {can(actor, 'postTeam') ? (
        <Card withBorder padding="md">
          <CreateTeamForm />
        </Card>
      ) : null}
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            All teams{' '}
            {teams.data ? (
              <Text span c="dimmed">
                ({teams.data.length})
              </Text>
            ) : null}
          </Title>
          <TextInput
            aria-label="Filter teams by name"
            placeholder="Filter by name"
            leftSection={<IconSearch aria-hidden size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
        {teams.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading teams" role="status">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : teams.isError ? (
          <ErrorDisplay error={teams.error} />
        ) : isEmpty ? (
          <Text c="dimmed" size="sm">
            {teamMessages.noTeams}
          </Text>
        ) : (
          <TeamsTable teams={shown} rights={rights} />
        )}
      </Card>
    </Stack>
  );
}
