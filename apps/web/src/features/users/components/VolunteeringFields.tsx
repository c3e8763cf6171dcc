import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { Actor } from '@hgn/domain/permissions';
import { mayChangeProfileField, type UserProfileJson } from '@hgn/domain/users';
import type { ProfileDraftState } from '../model/useProfileDraft';

/** The Volunteering Times tab's own fields: commitment and dates, which need putUserProfileImportantInfo. */
export function VolunteeringFields({
  profile,
  state,
  actor,
}: {
  profile: UserProfileJson;
  state: ProfileDraftState;
  actor: Actor;
}) {
  const { draft, set, textField } = state;
  const canChange = mayChangeProfileField(actor, { userId: profile._id }, 'weeklycommittedHours');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberInput
        label="Weekly Committed Hours"
        min={0}
        max={168}
        allowDecimal={false}
        value={draft.weeklycommittedHours}
        onChange={(value) =>
          set('weeklycommittedHours', typeof value === 'number' ? value : Number(value) || 0)
        }
        disabled={!canChange}
      />
      <TextInput label="Start Date" type="date" {...textField('startDate')} disabled={!canChange} />
      <TextInput label="End Date" type="date" {...textField('endDate')} disabled={!canChange} />
    </SimpleGrid>
  );
}
