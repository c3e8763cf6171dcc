// How the leaderboard paints the domain's colours (`leaderboardRules.ts`): the bars' colours are the
// Mantine palettes of the same names; the hours' are text shades that keep 4.5:1 on the page in light
// and dark mode.
import type { HoursColor } from '@hgn/domain/dashboard';

/** The hours of those who met their commitment: purple, fuchsia, dark green and green, light and dark. */
export const HOURS_TEXT_COLOR: Record<HoursColor, string> = {
  purple: 'light-dark(var(--mantine-color-violet-9), var(--mantine-color-violet-3))',
  fuchsia: 'light-dark(var(--mantine-color-grape-9), var(--mantine-color-grape-3))',
  darkgreen:
    'light-dark(color-mix(in srgb, var(--mantine-color-green-9), black 45%), var(--mantine-color-green-5))',
  green:
    'light-dark(color-mix(in srgb, var(--mantine-color-green-9), black 12%), var(--mantine-color-green-2))',
};

/** What the colour says, for those who do not see it. */
export const HOURS_COLOR_MEANING: Record<HoursColor, string> = {
  purple: 'at least 1.75 times the commitment',
  fuchsia: '1.5 to 1.75 times the commitment',
  darkgreen: 'over-committed, 1.25 to 1.5 times the commitment',
  green: 'commitment met',
};
