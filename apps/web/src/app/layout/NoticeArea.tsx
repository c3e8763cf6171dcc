import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNotifications } from '@mantine/notifications';

// The notices' container (transitions, swipe to dismiss, scroll locking) loads with the first notice
// rather than with the first page: ui/notify.ts only adds to Mantine's store, which keeps what was
// shown until the container mounts.
const NoticeContainer = lazy<ComponentType>(() =>
  import('./NoticeContainer').then(
    (module) => ({ default: module.NoticeContainer }),
    // A deployment since this page loaded may have replaced the chunk: then the notices are lost, not the page.
    () => ({ default: () => null }),
  ),
);

/** Where every notice (ui/notify.ts) appears; mounted from the first one on, so that each can leave. */
export function NoticeArea() {
  const hasNotices = useNotifications().notifications.length > 0;
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    if (hasNotices) setMounted(true);
  }, [hasNotices]);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeContainer />
    </Suspense>
  );
}
