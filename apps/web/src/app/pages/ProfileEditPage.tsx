import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Tabs, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { profileMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { canManageTimeOffOf } from '@hgn/domain/timeOff';
import { canSeePrivateProfileFields, mayEditProfile, type UserProfileJson } from '@hgn/domain/users';
import { blueSquareEmailCopiesEndpoints } from '../../shared/api/endpoints/blueSquareEmailCopies';
import { blueSquaresEndpoints } from '../../shared/api/endpoints/blueSquares';
import { scheduledReasonsEndpoints } from '../../shared/api/endpoints/scheduledReasons';
import { projectsEndpoints } from '../../shared/api/endpoints/projects';
import { teamsEndpoints } from '../../shared/api/endpoints/teams';
import { useUserProfile } from '../../shared/queries/userProfile';
import { linkTo, paths } from '../../shared/routing/paths';
import { useActor } from '../../shared/session/useActor';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { ProfileLoadError } from '../../ui/profile/ProfileLoadError';
import { RoleBadges } from '../../ui/profile/RoleBadges';
import {
  BlueSquareEmailCopies,
  BlueSquaresPanel,
  ScheduledReasons,
  useBlueSquareDraft,
} from '../../features/blueSquares';
import { UserProjectsTab } from '../../features/projects';
import { UserTasksTable } from '../../features/tasks';
import { UserTeamsTab } from '../../features/teams';
import { TimeOffSection } from '../../features/timeOff';
import {
  ProfileBasicsForm,
  ProfileEditHistory,
  SaveChangesButton,
  showMustSaveFirst,
  UnsavedChangesWarning,
  useProfileDraft,
  VolunteeringFields,
} from '../../features/users';
import { ProtectedAccountNotice } from '../../ui/profile/ProtectedAccountNotice';

function ProfileEditor({ profile, actor }: { profile: UserProfileJson; actor: Actor }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>('basic');
  const state = useProfileDraft(profile);
  const blueSquares = useBlueSquareDraft(profile._id);
  const isDirty = state.isDirty || blueSquares.isDirty;
  const target = { userId: profile._id };

  // Leaving with unsaved changes would lose them; the editor asks for a save first.
  const leaveTo = (action: string, to: string): void => {
    if (isDirty) showMustSaveFirst(action);
    else void navigate(to);
  };

  return (
    <Stack gap="md">
      <UnsavedChangesWarning isShown={isDirty} />
      <ProtectedAccountNotice isProtected={profile.isProtected} />
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {profile.firstName} {profile.lastName}
            </Title>
            <RoleBadges role={profile.role} isActive={profile.isActive} />
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => leaveTo('View Profile', linkTo(paths.userProfile, { userId: profile._id }))}
            >
              View Profile
            </Button>
            <Button
              variant="default"
              onClick={() => leaveTo('Dashboard', linkTo(paths.userDashboard, { userId: profile._id }))}
            >
              Dashboard
            </Button>
            <SaveChangesButton
              isDirty={isDirty}
              isDisabled={!state.isValid}
              onSave={async () => {
                await state.save();
                await blueSquares.save();
              }}
            />
          </Group>
        </Group>
      </Card>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic">Basic Information</Tabs.Tab>
          <Tabs.Tab value="volunteering">Volunteering Times</Tabs.Tab>
          <Tabs.Tab value="teams">Teams</Tabs.Tab>
          <Tabs.Tab value="projects">Projects</Tabs.Tab>
          <Tabs.Tab value="history">Edit History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <Stack gap="md">
            <ProfileBasicsForm profile={profile} state={state} actor={actor} />
            <BlueSquaresPanel
              draft={blueSquares}
              canAdd={allowed(actor, blueSquaresEndpoints.add)}
              canEdit={allowed(actor, blueSquaresEndpoints.edit)}
              canDelete={allowed(actor, blueSquaresEndpoints.remove)}
              canSeePrivate={canSeePrivateProfileFields(actor, target)}
              keptPrivate={!profile.privacySettings.blueSquares}
            />
            {allowed(actor, scheduledReasonsEndpoints.list, { params: target }) && (
              <ScheduledReasons userId={profile._id} />
            )}
            {allowed(actor, blueSquareEmailCopiesEndpoints.list) && <BlueSquareEmailCopies />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="volunteering" pt="md">
          <Stack gap="md">
            <VolunteeringFields profile={profile} state={state} actor={actor} />
            <TimeOffSection userId={profile._id} canManage={canManageTimeOffOf(actor, profile._id)} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <UserTeamsTab userId={profile._id} canEdit={allowed(actor, teamsEndpoints.assignMember)} />
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          <Stack gap="lg">
            <UserProjectsTab userId={profile._id} canEdit={allowed(actor, projectsEndpoints.assignMembers)} />
            <UserTasksTable userId={profile._id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ProfileEditHistory userId={profile._id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /userprofileedit/:userId: the profile editor, composed of the people, teams, projects, tasks, blue-square and time-off features. */
export function ProfileEditPage() {
  const { userId = '' } = useParams();
  const actor = useActor();
  const profile = useUserProfile(userId);

  if (profile.isPending || !actor) return <PageSkeleton label="Loading profile" />;
  if (profile.isError) return <ProfileLoadError error={profile.error} />;
  const user = profile.data;
  if (!mayEditProfile(actor, { userId: user._id, role: user.role, isProtected: user.isProtected }))
    return <Alert color="red">{profileMessages.editForbidden}</Alert>;
  // Keyed by user: opening another profile starts a fresh draft.
  return <ProfileEditor key={user._id} profile={user} actor={actor} />;
}
