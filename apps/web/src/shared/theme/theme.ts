import { createTheme, darken, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

// Darker shades than Mantine's defaults so white button text and secondary text meet WCAG AA contrast.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Plain objects rather than Component.extend(), which would pull the components into the first download.
  components: {
    // The menu's focus placeholder is a presentation element inside role=menu, which menus may not hold;
    // without it, opening a menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Toasts close by themselves, and their close button needs a name for screen readers.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A dialog's close button (confirmations included) is an icon that needs a name too.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * The text of light and subtle buttons in the light scheme: Mantine's shade 9 on the hover background
 * (shade 2) falls short of 4.5:1 for most colours (blue 4.0, red 3.8, yellow 2.5); shade 9 darkened by
 * 30% reaches it for every colour of the palette. Coloured text (`c="green"`, `--mantine-color-green-text`)
 * takes it too: Mantine draws that in the primary shade, 3.4:1 on white for green.
 */
const lightVariantText = (theme: MantineTheme): Record<string, string> =>
  Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)],
      [`--mantine-color-${name}-text`, darken(shades[9], 0.3)],
    ]),
  );

/**
 * Outline buttons in the light scheme: Mantine draws them in the primary shade (8), which keeps 4.5:1
 * on white but not on a striped or hovered row (red 4.3 on gray 0); shade 9 keeps it on both.
 */
const lightOutline = (theme: MantineTheme): Record<string, string> =>
  Object.fromEntries(
    Object.keys(theme.colors).map((name) => [
      `--mantine-color-${name}-outline`,
      `var(--mantine-color-${name}-9)`,
    ]),
  );

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText(theme),
    ...lightOutline(theme),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

export const APP_NAME = 'Highest Good Network';

export const pageTitle = (title: string): string => `${title} | ${APP_NAME}`;
