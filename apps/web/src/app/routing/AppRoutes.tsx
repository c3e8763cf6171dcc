import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from '../../features/auth/pages/LoginPage';
import { RootLayout } from '../layout/RootLayout';
import { NotFoundPage } from './NotFoundPage';
import { paths, routeByPath } from './paths';
import { Titled } from './Titled';

// Sign-in is the whole first download. The shell (header, menu, permission guards, data cache) and
// every other page load when first needed, which keeps /login small (issue 2, section 8).
const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => lazy(async () => ({ default: (await load())[name] }));

const ShellLayout = page(() => import('../layout/ShellLayout'), 'ShellLayout');
const RouteGate = page(() => import('./RouteGate'), 'RouteGate');
const LogoutPage = page(() => import('../../features/auth/pages/LogoutPage'), 'LogoutPage');
const UpdatePasswordPage = page(
  () => import('../../features/auth/pages/UpdatePasswordPage'),
  'UpdatePasswordPage',
);
const DashboardPage = page(() => import('../../features/dashboard/pages/DashboardPage'), 'DashboardPage');
const UserProfilePage = page(() => import('../../features/users/pages/UserProfilePage'), 'UserProfilePage');
const EmailOutboxPage = page(() => import('../../features/emails/pages/EmailOutboxPage'), 'EmailOutboxPage');
const ForgotPasswordPage = page(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ForcePasswordUpdatePage = page(
  () => import('../../features/auth/pages/ForcePasswordUpdatePage'),
  'ForcePasswordUpdatePage',
);
const ProfileSetupPage = page(
  () => import('../../features/invitations/pages/ProfileSetupPage'),
  'ProfileSetupPage',
);

/** The page of each registered path but /login (see paths.ts); a test keeps the two lists in step. */
export const pageByPath: Record<string, ComponentType> = {
  [paths.logout]: LogoutPage,
  [paths.home]: DashboardPage,
  [paths.dashboard]: DashboardPage,
  [paths.userDashboard]: DashboardPage,
  [paths.userProfile]: UserProfilePage,
  [paths.updatePassword]: UpdatePasswordPage,
  [paths.emailOutbox]: EmailOutboxPage,
  [paths.forgotPassword]: ForgotPasswordPage,
  [paths.forcePasswordUpdate]: ForcePasswordUpdatePage,
  [paths.profileInitialSetup]: ProfileSetupPage,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path={paths.login}
          element={
            <Titled title={routeByPath(paths.login).title}>
              <LoginPage />
            </Titled>
          }
        />
        <Route element={<ShellLayout />}>
          {Object.entries(pageByPath).map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteGate route={routeByPath(path)}>
                  <Page />
                </RouteGate>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
