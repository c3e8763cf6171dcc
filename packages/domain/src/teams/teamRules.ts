// The pure rules of teams: how names compare, how members sort and filter, and who stays visible.
import { EMPHASISED_TEAM_ROLES, STRONG_ROLES, TEAM_ROLE_LABELS } from '../permissions/roles';

/** Team names match ignoring case and every kind of whitespace: "Garden Crew" is " garden  crew ". */
export const normaliseTeamName = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

export const isSameTeamName = (a: string, b: string): boolean =>
  normaliseTeamName(a) === normaliseTeamName(b);

/** Members of these roles are always visible to their team; their visibility is never reduced. */
export const canReduceVisibilityOf = (role: string): boolean =>
  !(STRONG_ROLES as readonly string[]).includes(role);

/** Where a role sorts in team lists: owner first, volunteer last, anything unknown after them. */
export const teamRoleRank = (role: string): number => {
  const rank = (TEAM_ROLE_LABELS as readonly string[]).indexOf(role);
  return rank === -1 ? TEAM_ROLE_LABELS.length : rank;
};

/** Manager, Mentor and Assistant Manager are shown in bold in team lists. */
export const isEmphasisedTeamRole = (role: string): boolean =>
  (EMPHASISED_TEAM_ROLES as readonly string[]).includes(role);

/** The members dialog's date-added order: 0 groups by role, 1 oldest first, -1 newest first. */
export type MemberDateSort = 0 | 1 | -1;

/** Each click on the date-added header moves 0 -> 1 -> -1 -> 0. */
export const nextMemberDateSort = (current: MemberDateSort): MemberDateSort =>
  current === 0 ? 1 : current === 1 ? -1 : 0;

/** The status slider: 0 inactive members, 1 active ones (the default), 2 everyone. */
export type MemberStatusFilter = 0 | 1 | 2;

type SortableMember = {
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  addDateTime: string;
};

const byName = (a: SortableMember, b: SortableMember): number =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, undefined, {
    sensitivity: 'base',
  });

export function sortTeamMembers<M extends SortableMember>(
  members: readonly M[],
  dateSort: MemberDateSort,
): M[] {
  const sorted = [...members];
  if (dateSort === 0)
    return sorted.sort((a, b) => teamRoleRank(a.role) - teamRoleRank(b.role) || byName(a, b));
  return sorted.sort(
    (a, b) => dateSort * (Date.parse(a.addDateTime) - Date.parse(b.addDateTime)) || byName(a, b),
  );
}

export function filterTeamMembers<M extends SortableMember>(
  members: readonly M[],
  status: MemberStatusFilter,
): M[] {
  if (status === 2) return [...members];
  const wantActive = status === 1;
  return members.filter((member) => member.isActive === wantActive);
}
