import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { ActionIcon, Anchor, Burger, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import type { MenuEntry, MenuLink } from '@hgn/domain/permissions';
import type { Session } from '../../shared/session/session';
import { buildActor } from '../../shared/session/actor';
import { useActor } from '../../shared/session/useActor';
import { useUserProfile } from '../../shared/queries/userProfile';
import { useViewingUser } from '../../shared/session/viewingUser';
import { paths } from '../../shared/routing/paths';
import { APP_NAME } from '../../shared/theme/theme';
import { UserPhoto } from '../../ui/UserPhoto';
import { useLogout } from '../../features/auth/api/useLogout';
import { SuggestionCountBubble } from '../../features/taskEditSuggestions';
import { LazyTimeEntryFormModal } from '../../features/timeEntries';
import { HeaderTimer, type TimerLogRequest } from '../../features/timer';
import { LazyOwnerMessage } from '../../features/ownerMessage';
import { buildHeaderMenu } from './headerMenu';
import { useDarkMode } from './useDarkMode';
import { ViewingUserBanner } from './ViewingUserBanner';
import { NAV_BREAKPOINT } from './navBreakpoint';
import classes from './ShellLayout.module.css';

// The drawer of a narrow window (its collapsible links) loads when the burger is first pressed.
const MobileNav = lazy(async () => ({ default: (await import('./MobileNav')).MobileNav }));

const LOGOUT_ID = 'logout';
/** The menu's link to the task edit suggestions carries their count (updateTask holders only see it). */
const TASK_EDIT_SUGGESTIONS_ID = 'taskEditSuggestions';

const bubbleOf = (entry: MenuLink) =>
  entry.id === TASK_EDIT_SUGGESTIONS_ID ? <SuggestionCountBubble /> : undefined;

/** The bell in the bar stands for the Notifications entry, which the drawer lists by name. */
const NOTIFICATIONS_ID = 'notifications';

function DesktopEntry({ entry }: { entry: MenuEntry }) {
  if (entry.kind === 'link') {
    return (
      <Button
        component={RouterNavLink}
        to={entry.to}
        variant="subtle"
        size="compact-sm"
        rightSection={bubbleOf(entry)}
      >
        {entry.label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} aria-hidden />}>
          {entry.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children.map((child) => (
          <Menu.Item key={child.id} component={Link} to={child.to}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header({ session }: { session: Session }) {
  const { claims } = session;
  const actor = useActor();
  const profile = useUserProfile(claims.userid).data;
  // On /Logout the session is being revoked: a timer connection opened now would reach the server
  // after its token is refused, which the browser reports as a failed connection.
  const isLeaving = useLocation().pathname.toLowerCase() === paths.logout.toLowerCase();
  const logout = useLogout();
  const darkMode = useDarkMode(claims.userid);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [isDrawerWanted, setDrawerWanted] = useState(false);
  const viewing = useViewingUser();
  // The header timer's Stop (log) opens the time entry form from the Timer origin.
  const [timerLog, setTimerLog] = useState<TimerLogRequest | null>(null);

  // Until role permissions arrive, the token's own permissions decide, so the account menu works at once.
  const shownActor = useMemo(() => actor ?? buildActor(claims, []), [actor, claims]);
  const menu = useMemo(
    () =>
      buildHeaderMenu({
        actor: shownActor,
        displayUserId: claims.userid,
        isProtectedAccount: profile?.isProtected ?? false,
      }),
    [shownActor, claims.userid, profile?.isProtected],
  );
  const firstName = profile?.firstName ?? claims.firstName;
  const accountLinks = menu.account.filter((link) => link.id !== LOGOUT_ID);
  const notificationsLink = menu.nav.find(
    (entry): entry is MenuLink => entry.kind === 'link' && entry.id === NOTIFICATIONS_ID,
  );
  const barEntries = menu.nav.filter((entry) => entry !== notificationsLink);
  const onLogout = (): void => void logout();
  const darkModeLabel = darkMode.isDark ? 'Light mode' : 'Dark mode';
  const DarkModeIcon = darkMode.isDark ? IconSun : IconMoon;

  const photo = (
    <UserPhoto
      profilePic={profile?.profilePic}
      firstName={firstName}
      lastName={profile?.lastName ?? claims.lastName}
      size={32}
      radius="xl"
    />
  );

  return (
    <>
      <Group className={classes.bar} px="md" justify="space-between" wrap="nowrap" gap="sm">
        {/* When the bar is short of room, the site's name gives way first (the menu button, the timer and the account stay). */}
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flexShrink: 100 }}>
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              drawer.toggle();
            }}
            hiddenFrom={NAV_BREAKPOINT}
            size="sm"
            aria-label="Open navigation"
            style={{ flexShrink: 0 }}
          />
          <Anchor
            component={Link}
            to={paths.dashboard}
            fw={700}
            underline="never"
            c="inherit"
            style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
          >
            {APP_NAME}
          </Anchor>
          {/* Wide windows show every entry in the bar, narrower ones in the drawer. The site's name gives
              way before the entries do; should they still not fit, they wrap rather than hide. */}
          <Group
            gap={2}
            visibleFrom={NAV_BREAKPOINT}
            component="nav"
            aria-label="Main"
            wrap="wrap"
            style={{ flexShrink: 0.05 }}
          >
            {barEntries.map((entry) => (
              <DesktopEntry key={entry.id} entry={entry} />
            ))}
          </Group>
        </Group>

        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <HeaderTimer
            actor={shownActor}
            viewedUserId={viewing?.userId}
            onLog={setTimerLog}
            sessionConfirmed={profile !== undefined && !isLeaving}
          />
          {notificationsLink && (
            <ActionIcon
              component={RouterNavLink}
              to={notificationsLink.to}
              variant="subtle"
              size="lg"
              aria-label={notificationsLink.label}
              title={notificationsLink.label}
              visibleFrom={NAV_BREAKPOINT}
            >
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          )}
          <Anchor
            component={Link}
            to={`/userprofile/${encodeURIComponent(claims.userid)}`}
            aria-label="View Profile"
          >
            {photo}
          </Anchor>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={`Welcome, ${firstName}: account menu`}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" className={classes.welcome}>
                    Welcome, {firstName}
                  </Text>
                  <IconChevronDown size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {accountLinks.map((link: MenuLink) => (
                <Menu.Item key={link.id} component={Link} to={link.to}>
                  {link.label}
                </Menu.Item>
              ))}
              <Menu.Item
                leftSection={<DarkModeIcon size={16} aria-hidden />}
                onClick={darkMode.toggle}
                closeMenuOnClick={false}
              >
                {darkModeLabel}
              </Menu.Item>
              <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      {/* The owner's message and whose dashboard is on view each get a whole line, read in full. */}
      <Group className={classes.notices} px="md" justify="center" gap="xs">
        <Suspense fallback={null}>
          <LazyOwnerMessage actor={shownActor} />
        </Suspense>
        <ViewingUserBanner />
      </Group>

      {isDrawerWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} entries={menu.nav} bubbleOf={bubbleOf} onClose={drawer.close} />
        </Suspense>
      )}
      <LazyTimeEntryFormModal
        opened={timerLog !== null}
        onClose={() => setTimerLog(null)}
        origin="Timer"
        personId={timerLog?.personId ?? claims.userid}
        initialTime={timerLog?.time}
      />
    </>
  );
}
