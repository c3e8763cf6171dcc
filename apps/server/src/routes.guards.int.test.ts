import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.js';

/**
 * Who may call each endpoint, written by hand. A new route, or a changed guard, must be added here
 * on purpose: the registry of declared guards has to match this table exactly.
 */
const expectedGuards: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'signedIn',
  'GET /api/refreshToken/:userId': 'signedIn',
  'PATCH /api/userProfile/:userId/updatePassword': 'signedIn',
  'POST /api/userProfile/:userId/updatePassword': 'signedIn',
  'PATCH /api/forcepassword': 'public',
  'POST /api/forgotpassword': 'public',
  'PATCH /api/userProfile/:userId/resetPassword': 'permission:resetPassword',
  'POST /api/getInitialSetuptoken': 'permission:postUserProfile',
  'GET /api/getSetupInvitation': 'permission:postUserProfile',
  'POST /api/cancelSetupInvitationToken': 'permission:postUserProfile',
  'POST /api/refreshSetupInvitationToken': 'permission:postUserProfile',
  'POST /api/validateToken': 'public',
  'POST /api/ProfileInitialSetup': 'public',
  'GET /api/timezone/:location': 'signedIn',
  'POST /api/timezone/:location': 'public',
  'GET /api/roles': 'signedIn',
  'GET /api/roles/:roleId': 'signedIn',
  'POST /api/roles': 'permission:postRole',
  'PATCH /api/roles/:roleId': 'permission:putRole',
  'DELETE /api/roles/:roleId': 'permission:deleteRole',
  'GET /api/rolePreset/:roleName': 'permission:putRole',
  'POST /api/rolePreset': 'permission:putRole',
  'PUT /api/rolePreset/:presetId': 'permission:putRole',
  'DELETE /api/rolePreset/:presetId': 'permission:putRole',
  'GET /api/permission-management/roles': 'permission:postRole|putRole|deleteRole|putUserProfilePermissions',
  'GET /api/permission-management/users': 'permission:putUserProfilePermissions',
  'GET /api/permission-management/user/:userId': 'permission:putUserProfilePermissions',
  'PATCH /api/permission-management/user/:userId': 'permission:putUserProfilePermissions',
  'GET /api/permission-management/changes': 'permission:putRole|putUserProfilePermissions',
  'GET /api/userprofile/:userId': 'signedIn',
  'PUT /api/userprofile/:userId/preferences': 'policy:self',
  'GET /api/getTimeOffRequests': 'signedIn',
  'GET /api/emailoutbox': 'policy:owner',
  'GET /api/emailoutbox/:id': 'policy:owner',
};

const { routes } = await createTestApp();

describe('the guard registry', () => {
  it('declares exactly the guards of the hand-written table', () => {
    const declared = Object.fromEntries(
      routes.filter((r) => !r.url.toLowerCase().startsWith('/api/docs')).map((r) => [`${r.method} ${r.url}`, r.guard]),
    );
    expect(declared).toEqual(expectedGuards);
  });

  it('leaves only the documentation public besides the table', () => {
    const docs = routes.filter((r) => r.url.toLowerCase().startsWith('/api/docs'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((r) => r.guard === 'public' && r.method === 'GET')).toBe(true);
  });
});
