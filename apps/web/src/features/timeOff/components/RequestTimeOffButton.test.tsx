import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { RequestTimeOffButton } from './RequestTimeOffButton';

/** Signs in as `role` (id `u-me`) and shows the dashboard button of `userId`. */
async function showButtonOf(userId: string, role: string, frontPermissions: string[] = []) {
  await startSession(makeToken({ userid: 'u-me', role, frontPermissions }));
  stubServer({ 'GET /api/roles': () => answer(200, []) });
  renderInApp(
    <>
      <ActorReadyMark />
      <RequestTimeOffButton userId={userId} />
    </>,
  );
  await actorReady();
  return screen.queryByRole('button', { name: 'Request time off' });
}

describe('RequestTimeOffButton', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('is offered on one’s own dashboard', async () => {
    expect(await showButtonOf('u-me', 'Volunteer')).toBeInTheDocument();
  });

  it('is not offered on another user’s dashboard to someone the server would refuse', async () => {
    expect(await showButtonOf('u-other', 'Manager')).not.toBeInTheDocument();
  });

  it.each([
    ['an Administrator', 'Administrator', []],
    ['whoever manages time off', 'Volunteer', ['manageTimeOffRequests']],
  ])('is offered for another user to %s', async (_who, role, permissions) => {
    expect(await showButtonOf('u-other', role, permissions)).toBeInTheDocument();
  });
});
