import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@hgn/domain/constants';
import classes from './NoticeContainer.module.css';

const CLASS_NAMES = { root: classes.container };

/** Mantine's notices' container, in a module of its own so that it loads apart from their store. */
export function NoticeContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" classNames={CLASS_NAMES} />;
}
