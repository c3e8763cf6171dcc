import { Controller } from 'react-hook-form';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import {
  externalTeamMemberInput,
  formatTeamMemberPhone,
  TEAM_MEMBER_COUNTRY_CODES,
  TEAM_MEMBER_ROLES,
  TEAM_MEMBER_TEAMS,
  type ExternalTeamMemberInput,
} from '@hgn/domain/buildingManagement';
import { teamMemberMessages as m } from '@hgn/domain/messages';
import type { z } from 'zod';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { ListTable } from '../../../ui/ListTable';
import { EmptyText } from '../../../ui/Section';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useAddExternalTeamMember, useExternalTeam } from '../api/siteRecordsApi';

type TeamMemberRequest = z.output<typeof externalTeamMemberInput>;

const ROLE_LABELS: Record<(typeof TEAM_MEMBER_ROLES)[number], string> = {
  carpenter: 'Carpenter',
  volunteer: 'Volunteer',
  role: 'Role',
  other: 'Other',
};
const TEAM_LABELS: Record<(typeof TEAM_MEMBER_TEAMS)[number], string> = {
  xyz_carpentry: 'XYZ Carpentry',
  abc_builders: 'ABC Builders',
  other: 'Other',
};
/** A team of the list by its name, the external team with the team typed for it. */
const teamLabelOf = (team: string, teamSpecify: string): string => {
  const label = (TEAM_LABELS as Record<string, string | undefined>)[team] ?? team;
  return teamSpecify ? `${label} (${teamSpecify})` : label;
};

const COUNTRY_LABELS: Record<(typeof TEAM_MEMBER_COUNTRY_CODES)[number], string> = {
  '+1': '+1 (USA/Canada)',
  '+44': '+44 (UK)',
};

const emptyForm: ExternalTeamMemberInput = {
  firstName: '',
  lastName: '',
  role: '',
  roleSpecify: '',
  team: '',
  teamSpecify: '',
  email: '',
  countryCode: '+1',
  phone: '',
};

/** The team member form (spec 002, 2.6, 3 and 5): people who work on the sites without volunteering. */
export function AddTeamMemberPage() {
  const add = useAddExternalTeamMember();
  const { form, close } = useDialogForm<ExternalTeamMemberInput, TeamMemberRequest>(
    externalTeamMemberInput,
    emptyForm,
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const role = watch('role');
  const team = watch('team');

  // The resolver's answer is the request the spec describes: the typed role for "other", the
  // external team for the team "other", and the phone's digits only.
  const submit = handleSubmit(async (request) => {
    try {
      await add.mutateAsync(request);
      toastSuccess(m.created);
      close();
    } catch {
      toastError(m.failed);
    }
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Add Team Member
      </Title>
      <Card withBorder padding="md" maw={720}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add team member">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                required
                autoComplete="off"
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextInput
                label="Last name"
                required
                autoComplete="off"
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <NativeSelect
                label="Role"
                required
                error={errors.role?.message}
                data={[
                  { value: '', label: 'Select a role' },
                  ...TEAM_MEMBER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
                ]}
                {...register('role')}
              />
              {role === 'other' && (
                <TextInput
                  label="Specify the role"
                  required
                  error={errors.roleSpecify?.message}
                  {...register('roleSpecify')}
                />
              )}
              <NativeSelect
                label="Team"
                required
                error={errors.team?.message}
                data={[
                  { value: '', label: 'Select a team' },
                  ...TEAM_MEMBER_TEAMS.map((value) => ({ value, label: TEAM_LABELS[value] })),
                ]}
                {...register('team')}
              />
              {team === 'other' && (
                <TextInput
                  label="Specify the team"
                  required
                  error={errors.teamSpecify?.message}
                  {...register('teamSpecify')}
                />
              )}
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="off"
                error={errors.email?.message}
                {...register('email')}
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  label="Country code"
                  w={170}
                  error={errors.countryCode?.message}
                  data={TEAM_MEMBER_COUNTRY_CODES.map((value) => ({ value, label: COUNTRY_LABELS[value] }))}
                  {...register('countryCode')}
                />
                <Controller
                  control={control}
                  name="phone"
                  render={({ field }) => (
                    <TextInput
                      label="Phone"
                      type="tel"
                      inputMode="numeric"
                      placeholder="555-123-4567"
                      style={{ flex: 1 }}
                      error={errors.phone?.message}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(formatTeamMemberPhone(event.currentTarget.value))}
                    />
                  )}
                />
              </Group>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                Add team member
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <ExternalTeamList />
    </Stack>
  );
}

function ExternalTeamList() {
  const members = useExternalTeam();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        External team
      </Title>
      {members.isPending ? (
        <ListLoading label="Loading the external team" />
      ) : members.isError ? (
        <ListLoadFailed message="The external team could not be loaded." />
      ) : members.data.length === 0 ? (
        <EmptyText>{m.noMembers}</EmptyText>
      ) : (
        <ListTable
          aria-label="External team"
          minWidth={640}
          headings={['Name', 'Role', 'Team', 'Email', 'Phone']}
        >
          {members.data.map((member) => (
            <Table.Tr key={member._id}>
              <Table.Td>
                {member.firstName} {member.lastName}
              </Table.Td>
              <Table.Td>{member.role}</Table.Td>
              <Table.Td>{teamLabelOf(member.team, member.teamSpecify)}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>
                {member.phone ? `${member.countryCode} ${formatTeamMemberPhone(member.phone)}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
