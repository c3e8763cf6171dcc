import { useCallback, useMemo, useState } from 'react';
import { isValidTeamCode, type UserProfileJson } from '@hgn/domain/users';
import { useSaveProfile } from '../api/profileApi';
import { changedFields, draftOf, identityProblems, isDraftChanged, type ProfileDraft } from './profileDraft';

/** The draft's fields that hold plain text, edited by a text input. */
type TextField = {
  [K in keyof ProfileDraft]: string extends ProfileDraft[K] ? K : never;
}[keyof ProfileDraft];

/** The editor's working copy, saved by Save Changes; a new profile version from the server resets it. */
export function useProfileDraft(profile: UserProfileJson) {
  const saved = useMemo(() => draftOf(profile), [profile]);
  const [edited, setEdited] = useState<{ version: number; draft: ProfileDraft } | null>(null);
  const draft = edited && edited.version === profile.__v ? edited.draft : saved;
  const mutation = useSaveProfile(profile._id);

  const set = useCallback(
    <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
      setEdited((current) => ({
        version: profile.__v,
        draft: { ...(current && current.version === profile.__v ? current.draft : saved), [key]: value },
      })),
    [profile.__v, saved],
  );

  const problems = identityProblems(draft);
  return {
    draft,
    set,
    /** The value and change handler that bind a text input to one field of the draft. */
    textField: (key: TextField) => ({
      value: draft[key],
      onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    }),
    problems,
    /** Save stays disabled while a name, the e-mail or the team code is invalid. */
    isValid: Object.keys(problems).length === 0 && isValidTeamCode(draft.teamCode.trim()),
    isDirty: isDraftChanged(saved, draft),
    isSaving: mutation.isPending,
    save: async () => {
      if (!isDraftChanged(saved, draft)) return;
      await mutation.mutateAsync(changedFields(saved, draft, profile.__v));
      setEdited(null);
    },
    reset: () => setEdited(null),
  };
}

export type ProfileDraftState = ReturnType<typeof useProfileDraft>;
