import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { queryClient } from '../queryClient';
import { isWidePage } from '../../shared/routing/paths';
import { useSession } from '../../shared/session/useSession';
import { ColorSchemeSync } from './ColorSchemeSync';
import { Header } from './Header';

/** Every page but /login: the header when signed in, and the page below it. */
export function ShellLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        {session && <ColorSchemeSync userId={session.claims.userid} />}
        <AppShell header={session ? { height: 56 } : undefined} padding="md">
          {session && (
            <AppShell.Header>
              <Header session={session} />
            </AppShell.Header>
          )}
          <AppShell.Main>
            <Container size="lg" fluid={isWidePage(pathname)} px={0}>
              {/* A new address gets a fresh boundary, so one broken page does not stick to the next. */}
              <ErrorBoundary key={pathname}>
                <Suspense fallback={<PageSkeleton />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </Container>
          </AppShell.Main>
        </AppShell>
      </ModalsProvider>
    </QueryClientProvider>
  );
}
