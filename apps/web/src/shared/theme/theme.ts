import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

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
    // A select's closed list stays out of the page: kept mounted (Mantine's default), each placed its
    // hidden list again on every change of the page's layout, forcing a layout of the page each time
    // (some 40 on a dashboard whose table of tasks was being drawn).
    Combobox: { defaultProps: { keepMounted: false } },
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

/** WCAG's contrast of white text on a colour. */
const whiteContrastOn = (color: string): number => 1.05 / (luminance(color) + 0.05);

/**
 * Filled buttons and badges carry white text, which the primary shade (8) of cyan, teal, green and
 * orange does not keep at 4.5:1 (orange 3.6). Those colours are filled with shade 9, darkened by the
 * least step that keeps it, in both schemes. Yellow and lime would turn brown: they are light colours,
 * drawn with dark text where filled (`autoContrast`), and stay as they are.
 */
const readableFilled = (theme: MantineTheme): Record<string, string> =>
  Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, shades]) => {
      if (whiteContrastOn(shades[8]) >= 4.5) return [];
      const filled = [0, 0.05, 0.1]
        .map((amount) => darken(shades[9], amount))
        .find((shade) => whiteContrastOn(shade) >= 4.5);
      return filled
        ? [
            [`--mantine-color-${name}-filled`, filled],
            [`--mantine-color-${name}-filled-hover`, darken(filled, 0.1)],
          ]
        : [];
    }),
  );

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText(theme),
    ...lightOutline(theme),
    ...readableFilled(theme),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...readableFilled(theme),
  },
});

export const APP_NAME = 'Highest Good Network';

export const pageTitle = (title: string): string => `${title} | ${APP_NAME}`;
