import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { colorSchemeManager } from '../shared/theme/colorScheme';
import { cssVariablesResolver, theme } from '../shared/theme/theme';
import { NoticeArea } from './layout/NoticeArea';

/**
 * What every page needs, sign-in included; the data cache and modals come with the shell (ShellLayout).
 * Mantine writes all of the theme's CSS variables itself (not only those that differ from its
 * default-css-variables.css), so the first download carries no style sheet of defaults.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      deduplicateCssVariables={false}
    >
      <NoticeArea />
      {children}
    </MantineProvider>
  );
}
