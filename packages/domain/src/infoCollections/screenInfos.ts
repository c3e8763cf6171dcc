// Which info pop-ups each screen offers. The pop-ups themselves are data an Owner writes at
// /infoCollections; a screen shows the icon of each one named here that the reader may see.

/** An info pop-up as a screen offers it: its name in the collection and the topic its icon names. */
export type ScreenInfo = { readonly infoName: string; readonly topic: string };

export const INFO_TOPICS = {
  badges: { infoName: 'badgesInfo', topic: 'Badges' },
  blueSquares: { infoName: 'blueSquaresInfo', topic: 'Blue squares' },
  timeOff: { infoName: 'timeOffInfo', topic: 'Time off' },
  teamCode: { infoName: 'teamCodeInfo', topic: 'Team codes' },
  teams: { infoName: 'teamsInfo', topic: 'Teams' },
  projects: { infoName: 'projectsInfo', topic: 'Projects' },
  userManagement: { infoName: 'userManagementInfo', topic: 'User management' },
} as const satisfies Record<string, ScreenInfo>;

const { badges, blueSquares, timeOff, teamCode, teams, projects, userManagement } = INFO_TOPICS;
const dashboard = [badges, blueSquares, timeOff];

/** The pop-ups of each screen, by the screen's route pattern (spec 000 section 2). */
export const SCREEN_INFOS: Readonly<Record<string, readonly ScreenInfo[]>> = {
  '/': dashboard,
  '/dashboard': dashboard,
  '/dashboard/:userId': dashboard,
  '/userprofile/:userId': [badges, blueSquares, teams, projects],
  '/userprofileedit/:userId': [teamCode, blueSquares, timeOff, teams, projects],
  '/usermanagement': [userManagement],
  '/teams': [teams, teamCode],
  '/projects': [projects],
  '/badgemanagement': [badges],
};

/** The pop-ups a screen offers, in order, among those the reader may see; names match ignoring case. */
export function screenInfosOf<T extends { infoName: string }>(
  screen: string,
  readable: readonly T[],
): (ScreenInfo & { info: T })[] {
  return (SCREEN_INFOS[screen] ?? []).flatMap((wanted) => {
    const info = readable.find((item) => item.infoName.toLowerCase() === wanted.infoName.toLowerCase());
    return info ? [{ ...wanted, info }] : [];
  });
}
