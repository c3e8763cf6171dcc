import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useUnreadNotifications } from '../api/unreadNotifications';
import type { NotificationViewer as Viewer } from './NotificationViewer';

// The viewer (its card, the message's HTML styles and the date formats) loads with the first unread
// notification, not with every page: most sign-ins have none (the bundle budget, apps/web/README.md).
const NotificationViewer = lazy<ComponentType<ComponentProps<typeof Viewer>>>(() =>
  import('./NotificationViewer').then(
    (module) => ({ default: module.NotificationViewer }),
    // A deployment since this page loaded may have replaced the chunk: then the page goes on without it.
    () => ({ default: () => null }),
  ),
);

/** The signed-in person's unread notifications, shown one at a time above the page. */
export function UnreadNotifications({ userId }: { userId: string }) {
  const unread = useUnreadNotifications(userId).data ?? [];
  if (unread.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationViewer userId={userId} unread={unread} />
    </Suspense>
  );
}
