import { describe, expect, it } from 'vitest';
import { linkTo, paths } from '../../shared/routing/paths';
import { isRegisteredLink, isWidePage, registeredRoutes } from '../../shared/routing/registeredRoutes';
import { BUILDING_AREA, buildingPaths } from '../../shared/routing/buildingPaths';
import { buildingPages } from './BuildingRoutes';
import { pageByPath } from './ShellRoutes';

describe('registered routes', () => {
  it('gives every registered path but sign-in a page, and no page without a registered path', () => {
    const withPages = [...Object.keys(pageByPath), `${BUILDING_AREA}/*`].sort();
    const registered = registeredRoutes.map((route) => route.path).filter((path) => path !== paths.login);
    expect(withPages).toEqual(registered.sort());
  });

  it('gives every page of the building area a page in its own table, under /bmdashboard', () => {
    const building = buildingPages.map((page) => page.path);
    expect([...building].sort()).toEqual(Object.values(buildingPaths).sort());
    expect(isRegisteredLink('/bmdashboard/totalconstructionsummary')).toBe(true);
    expect(isWidePage('/bmdashboard/tools')).toBe(true);
    expect(isWidePage('/bmdashboard/materials/update?project=1')).toBe(true);
    expect(isWidePage('/bmdashboard/tools/add')).toBe(false);
  });

  it('recognises links to registered pages, ignoring case, query and parameters', () => {
    expect(isRegisteredLink('/dashboard')).toBe(true);
    expect(isRegisteredLink('/Dashboard/abc?x=1')).toBe(true);
    expect(isRegisteredLink('/logout')).toBe(true);
    expect(isRegisteredLink('/timelog/abc#lastWeek')).toBe(true);
    expect(isRegisteredLink('/timelog/a/b')).toBe(false);
    expect(isRegisteredLink('/dashboard/a/b')).toBe(false);
  });

  it('gives user management the window’s whole width and keeps other pages in the content column', () => {
    expect(isWidePage('/usermanagement')).toBe(true);
    expect(isWidePage('/UserManagement?page=2')).toBe(true);
    expect(isWidePage('/dashboard')).toBe(false);
    expect(isWidePage('/nowhere')).toBe(false);
  });

  it('fills path parameters', () => {
    expect(linkTo(paths.userProfile, { userId: 'a/b' })).toBe('/userprofile/a%2Fb');
  });
});
