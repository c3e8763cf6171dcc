import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { HintLayer } from '../../ui/HintLayer';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { queryClient } from '../queryClient';
import { isWidePage } from '../../shared/routing/registeredRoutes';
import { useSession } from '../../shared/session/useSession';
import { UnreadNotifications } from '../../features/notifications';
import { ColorSchemeSync } from './ColorSchemeSync';
import { Header } from './Header';
import { useHeaderHeightProperty } from './useHeaderHeightProperty';
import classes from './ShellLayout.module.css';

/**
 * Every page but /login: the header when signed in, and the page below it, under the person's unread
 * notifications.
 */
export function ShellLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const headerRef = useHeaderHeightProperty();
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        {session && <ColorSchemeSync userId={session.claims.userid} />}
        <div className={classes.shell}>
          {session && (
            <header className={classes.header} ref={headerRef}>
              <Header session={session} />
            </header>
          )}
          <main className={classes.main}>
            <Container size="lg" fluid={isWidePage(pathname)} px={0}>
              {session && <UnreadNotifications userId={session.claims.userid} />}
              {/* A new address gets a fresh boundary, so one broken page does not stick to the next. */}
              <ErrorBoundary key={pathname}>
                <Suspense fallback={<PageSkeleton />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </Container>
          </main>
        </div>
        <HintLayer />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
