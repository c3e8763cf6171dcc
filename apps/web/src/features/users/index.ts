export { useProfileDraft, type ProfileDraftState } from './model/useProfileDraft';
export { ProfileBasicsForm, TEAM_CODE_PROBLEM } from './components/ProfileBasicsForm';
export { VolunteeringFields } from './components/VolunteeringFields';
export { ProfileEditHistory } from './components/ProfileEditHistory';
export { SaveChangesButton, UnsavedChangesWarning, showMustSaveFirst } from './components/SaveChanges';
export { UserProfileView } from './components/UserProfileView';
export { useSaveProfile } from './api/profileApi';
