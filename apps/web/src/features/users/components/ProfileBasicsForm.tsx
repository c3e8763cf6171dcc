import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { VIDEO_CALL_PROVIDERS } from '@hgn/domain/constants';
import { teamMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import {
  BIO_STATUSES,
  isValidTeamCode,
  mayChangeProfileField,
  type RestrictedProfileField,
  type UserProfileJson,
} from '@hgn/domain/users';
import type { ProfileDraftState } from '../model/useProfileDraft';
import { GoogleDocButton } from './GoogleDocButton';
import { LinksDialog } from './LinksDialog';
import { HomeCountryDialog, LocationDialog } from './LocationDialog';
import { ProfilePictureEditor } from './ProfilePictureEditor';
import { RoleSelect } from './RoleSelect';
import { TimeZoneSelect } from './TimeZoneSelect';

export const TEAM_CODE_PROBLEM = teamMessages.teamCodeMissing;

interface ProfileBasicsFormProps {
  profile: UserProfileJson;
  state: ProfileDraftState;
  actor: Actor;
}

const withScheme = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** The Basic Information tab: identity, contact, links, team code, places, privacy and status. */
export function ProfileBasicsForm({ profile, state, actor }: ProfileBasicsFormProps) {
  const { draft, set, textField, problems } = state;
  const [dialog, setDialog] = useState<'links' | 'location' | 'country' | null>(null);
  const target = { userId: profile._id };
  const allows = (field: RestrictedProfileField): boolean => mayChangeProfileField(actor, target, field);
  const close = (): void => setDialog(null);

  return (
    <Stack gap="md">
      <ProfilePictureEditor
        userId={profile._id}
        profilePic={profile.profilePic}
        firstName={profile.firstName}
        lastName={profile.lastName}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" {...textField('firstName')} error={problems.firstName} required />
        <TextInput label="Last Name" {...textField('lastName')} error={problems.lastName} required />
        <TextInput
          label="Email"
          {...textField('email')}
          error={problems.email}
          disabled={!allows('email')}
          required
        />
        <TextInput label="Phone" {...textField('phoneNumber')} />
        <TextInput label="Job Title" {...textField('jobTitle')} />
        {allows('role') && (
          <RoleSelect actor={actor} value={draft.role} onChange={(role) => set('role', role)} />
        )}
        <Select
          label="Video Call Preference"
          data={[...new Set([...VIDEO_CALL_PROVIDERS, draft.collaborationPreference])]}
          value={draft.collaborationPreference}
          onChange={(value) => value && set('collaborationPreference', value)}
          allowDeselect={false}
        />
        <TextInput
          label="Team Code"
          placeholder="X-XXX"
          {...textField('teamCode')}
          disabled={!allows('teamCode')}
          error={isValidTeamCode(draft.teamCode.trim()) ? undefined : TEAM_CODE_PROBLEM}
        />
        <TimeZoneSelect value={draft.timeZone} onChange={(zone) => set('timeZone', zone)} />
      </SimpleGrid>
      <Textarea label="Bio" autosize minRows={2} {...textField('bio')} />

      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            Links
          </Title>
          <Group gap="xs">
            <GoogleDocButton adminLinks={draft.adminLinks} />
            <Button variant="light" size="xs" onClick={() => setDialog('links')}>
              Edit Links
            </Button>
          </Group>
        </Group>
        <Group gap="md" mt="xs">
          {draft.personalLinks.length === 0 ? (
            <Text c="dimmed" size="sm">
              No personal links yet.
            </Text>
          ) : (
            draft.personalLinks.map((link) => (
              <Anchor key={link.Name} href={withScheme(link.Link)} target="_blank" rel="noopener noreferrer">
                {link.Name}
              </Anchor>
            ))
          )}
        </Group>
      </Card>

      <Card withBorder padding="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Home city
            </Text>
            <Text size="sm">
              {[draft.location.city, draft.location.country].filter(Boolean).join(', ') || 'Not set'}
            </Text>
            <Button variant="light" size="xs" w="fit-content" onClick={() => setDialog('location')}>
              Set home city
            </Button>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Home country
            </Text>
            <Text size="sm">{draft.homeCountry || 'Not set'}</Text>
            <Button variant="light" size="xs" w="fit-content" onClick={() => setDialog('country')}>
              Set home country
            </Button>
          </Stack>
        </SimpleGrid>
      </Card>

      <Card withBorder padding="sm">
        <Title order={3} size="h5" mb="xs">
          Privacy and status
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Switch
            label="Email visible to other volunteers"
            checked={draft.privacySettings.email}
            onChange={(event) =>
              set('privacySettings', { ...draft.privacySettings, email: event.currentTarget.checked })
            }
          />
          <Switch
            label="Phone visible to other volunteers"
            checked={draft.privacySettings.phoneNumber}
            onChange={(event) =>
              set('privacySettings', { ...draft.privacySettings, phoneNumber: event.currentTarget.checked })
            }
          />
          <Switch
            label="Blue squares visible to other volunteers"
            checked={draft.privacySettings.blueSquares}
            onChange={(event) =>
              set('privacySettings', { ...draft.privacySettings, blueSquares: event.currentTarget.checked })
            }
          />
          <Switch
            label="Subscribed to e-mails"
            checked={draft.emailSubscriptions}
            onChange={(event) => set('emailSubscriptions', event.currentTarget.checked)}
          />
          <Switch
            label="Visible on the leaderboard"
            checked={draft.isVisible}
            disabled={!allows('isVisible')}
            onChange={(event) => set('isVisible', event.currentTarget.checked)}
          />
          <Switch
            label="Rehireable"
            checked={draft.isRehireable}
            disabled={!allows('isRehireable')}
            onChange={(event) => set('isRehireable', event.currentTarget.checked)}
          />
          {allows('isProtected') && (
            <Switch
              label="Protected account (only Owners can change it)"
              checked={draft.isProtected}
              onChange={(event) => set('isProtected', event.currentTarget.checked)}
            />
          )}
        </SimpleGrid>
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={500} id="bio-status-label">
            Bio status
          </Text>
          <SegmentedControl
            aria-labelledby="bio-status-label"
            data={BIO_STATUSES.map((status) => ({
              value: status,
              label: status[0]!.toUpperCase() + status.slice(1),
            }))}
            value={draft.bioPosted}
            disabled={!allows('bioPosted')}
            onChange={(value) => set('bioPosted', value)}
          />
        </Stack>
      </Card>

      {dialog === 'links' && (
        <LinksDialog
          opened
          onClose={close}
          personalLinks={draft.personalLinks}
          adminLinks={draft.adminLinks}
          canEditAdminLinks={allows('adminLinks')}
          onApply={(links) => {
            set('personalLinks', links.personalLinks);
            if (allows('adminLinks')) set('adminLinks', links.adminLinks);
          }}
        />
      )}
      <LocationDialog
        opened={dialog === 'location'}
        onClose={close}
        onChoose={(location, timeZone) => {
          set('location', location);
          set('timeZone', timeZone);
        }}
      />
      {dialog === 'country' && (
        <HomeCountryDialog
          opened
          value={draft.homeCountry}
          onClose={close}
          onChoose={(country) => set('homeCountry', country)}
        />
      )}
    </Stack>
  );
}
