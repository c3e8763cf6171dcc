import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { followOtherTabs } from '../../shared/session/session';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { VersionBanner } from './VersionBanner';

export function RootLayout() {
  useEffect(() => followOtherTabs(), []);
  return (
    <>
      <ErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <VersionBanner />
    </>
  );
}
