import { Route, Routes } from 'react-router';
import { LoginPage } from '../../features/auth/pages/LoginPage';
import { RootLayout } from '../layout/RootLayout';
import { loadable } from '../../ui/loadable';
import { LOGIN_TITLE, paths } from '../../shared/routing/paths';
import { Titled } from './Titled';

// Sign-in is the whole first download. Every other address goes to the shell's routes (header, menu,
// permission guards, data cache, the table of pages), which load when first needed, as does each
// page: this keeps /login small (issue 2, section 8; the bundle budget in apps/web/README.md).
const ShellRoutes = loadable(() => import('./ShellRoutes'), 'ShellRoutes');
/**
 * While the password is checked, the shell, its guard and the dashboard (where a sign-in lands) load,
 * with what the dashboard would load as it is scrolled to; the guard's and the dashboard's code is
 * fetched beside the shell's, not after it. A load that fails is tried again when it is needed.
 */
const loadLanding = () =>
  void Promise.all([
    ShellRoutes.load().then((shell) => shell.loadLanding()),
    import('./RouteGate'),
    import('../pages/DashboardPage'),
  ]).catch(() => undefined);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path={paths.login}
          element={
            <Titled title={LOGIN_TITLE}>
              <LoginPage onSigningIn={loadLanding} />
            </Titled>
          }
        />
        <Route path="*" element={<ShellRoutes />} />
      </Route>
    </Routes>
  );
}
