import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@hgn/domain/constants';

/** Notices open below the header, never over its timer and menus. */
const BELOW_THE_HEADER = {
  top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
} as const;

/** Mantine's notices' container, in a module of its own so that it loads apart from their store. */
export function NoticeContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" style={BELOW_THE_HEADER} />;
}
