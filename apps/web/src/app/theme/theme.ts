import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Darker shades than Mantine's defaults so white button text and secondary text meet WCAG AA contrast.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

export const APP_NAME = 'Highest Good Network';

export const pageTitle = (title: string): string => `${title} | ${APP_NAME}`;
