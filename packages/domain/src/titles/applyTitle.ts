import type { ProfileUpdateBody } from '../users/profile.schema';
import type { UserProfileJson } from '../users/userProfileJson';
import type { TitleJson } from './titleJson';

const withId = (ids: readonly string[], id: string | undefined): string[] =>
  id && !ids.includes(id) ? [...ids, id] : [...ids];

/**
 * The profile save that applies a title: its name becomes the job title; its team code, media folder,
 * project and team are set or added where the title has them, and everything else is kept.
 */
export function profileChangesForTitle(
  title: TitleJson,
  profile: Pick<UserProfileJson, 'teams' | 'projects' | '__v'>,
): ProfileUpdateBody {
  return {
    jobTitle: [title.titleName],
    ...(title.teamCode ? { teamCode: title.teamCode } : {}),
    ...(title.mediaFolder ? { mediaUrl: title.mediaFolder } : {}),
    projects: withId(
      profile.projects.map((project) => project._id),
      title.projectAssigned._id || undefined,
    ),
    teams: withId(
      profile.teams.map((team) => team._id),
      title.teamAssiged?._id,
    ),
    __v: profile.__v,
  };
}
