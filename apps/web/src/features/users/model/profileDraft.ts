// The editor's working copy of a profile: what the form shows, what changed, and the body that
// saves exactly the changed fields (a field the caller may not change is then refused, not re-sent).
import { pacificDate } from '@hgn/domain/time';
import {
  profileIdentityForm,
  type BioStatus,
  type ProfileLinkJson,
  type ProfileUpdateBody,
  type UserProfileJson,
} from '@hgn/domain/users';

export type ProfileDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  bio: string;
  collaborationPreference: string;
  weeklycommittedHours: number;
  timeZone: string;
  teamCode: string;
  personalLinks: ProfileLinkJson[];
  adminLinks: ProfileLinkJson[];
  privacySettings: UserProfileJson['privacySettings'];
  location: UserProfileJson['location'];
  homeCountry: string;
  role: string;
  isVisible: boolean;
  isRehireable: boolean;
  /** Only an Owner may set it: a protected account can then be changed by Owners alone. */
  isProtected: boolean;
  emailSubscriptions: boolean;
  bioPosted: BioStatus;
  /** Pacific days, YYYY-MM-DD; the end date may be empty. */
  startDate: string;
  endDate: string;
};

export const draftOf = (profile: UserProfileJson): ProfileDraft => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phoneNumber: profile.phoneNumber.join(', '),
  jobTitle: profile.jobTitle.join(', '),
  bio: profile.bio,
  collaborationPreference: profile.collaborationPreference,
  weeklycommittedHours: profile.weeklycommittedHours,
  timeZone: profile.timeZone,
  teamCode: profile.teamCode,
  personalLinks: profile.personalLinks,
  adminLinks: profile.adminLinks,
  privacySettings: profile.privacySettings,
  location: profile.location,
  homeCountry: profile.homeCountry.country,
  role: profile.role,
  isVisible: profile.isVisible,
  isRehireable: profile.isRehireable,
  isProtected: profile.isProtected,
  emailSubscriptions: profile.emailSubscriptions,
  bioPosted: profile.bioPosted,
  startDate: pacificDate(new Date(profile.startDate)),
  endDate: profile.endDate ? pacificDate(new Date(profile.endDate)) : '',
});

const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The PUT body: only the fields that differ from the saved profile, plus the version read. */
export function changedFields(saved: ProfileDraft, draft: ProfileDraft, version: number): ProfileUpdateBody {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof ProfileDraft)[]) {
    if (same(saved[key], draft[key])) continue;
    if (key === 'phoneNumber' || key === 'jobTitle') body[key] = listOf(draft[key]);
    else if (key === 'endDate') body[key] = draft.endDate || null;
    else body[key] = draft[key];
  }
  return { ...(body as ProfileUpdateBody), __v: version };
}

export const isDraftChanged = (saved: ProfileDraft, draft: ProfileDraft): boolean => !same(saved, draft);

export type IdentityProblems = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

/** The messages that keep Save disabled: first name, last name, e-mail. */
export function identityProblems(
  draft: Pick<ProfileDraft, 'firstName' | 'lastName' | 'email'>,
): IdentityProblems {
  const issues = profileIdentityForm.safeParse(draft).error?.issues ?? [];
  const problems: IdentityProblems = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof IdentityProblems;
    problems[field] ??= issue.message;
  }
  return problems;
}
