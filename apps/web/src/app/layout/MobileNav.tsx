import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { Drawer, NavLink, Stack } from '@mantine/core';
import type { MenuEntry, MenuLink } from '@hgn/domain/permissions';
import { APP_NAME } from '../../shared/theme/theme';
import { NAV_BREAKPOINT } from './navBreakpoint';

function MobileEntry({
  entry,
  bubbleOf,
  onNavigate,
}: {
  entry: MenuEntry;
  bubbleOf: (entry: MenuLink) => ReactNode;
  onNavigate: () => void;
}) {
  if (entry.kind === 'link')
    return (
      <NavLink
        component={RouterNavLink}
        to={entry.to}
        label={entry.label}
        rightSection={bubbleOf(entry)}
        onClick={onNavigate}
      />
    );
  return (
    <NavLink label={entry.label} defaultOpened>
      {entry.children.map((child) => (
        <NavLink
          key={child.id}
          component={RouterNavLink}
          to={child.to}
          label={child.label}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/** The navigation of a narrow window, in a drawer the header's burger opens. */
export function MobileNav({
  opened,
  entries,
  bubbleOf,
  onClose,
}: {
  opened: boolean;
  entries: readonly MenuEntry[];
  bubbleOf: (entry: MenuLink) => ReactNode;
  onClose: () => void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={APP_NAME} size="xs" hiddenFrom={NAV_BREAKPOINT}>
      <Stack gap={0} component="nav" aria-label="Main">
        {entries.map((entry) => (
          <MobileEntry key={entry.id} entry={entry} bubbleOf={bubbleOf} onNavigate={onClose} />
        ))}
      </Stack>
    </Drawer>
  );
}
