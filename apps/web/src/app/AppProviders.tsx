import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@hgn/domain/constants';
import { colorSchemeManager } from './theme/colorScheme';
import { cssVariablesResolver, theme } from './theme/theme';

/** What every page needs, sign-in included; the data cache and modals come with the shell (ShellLayout). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
      {children}
    </MantineProvider>
  );
}
