import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Header } from './Header';
import { endSession, getSession, startSession } from '../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../test/actor';
import { renderInApp } from '../../test/render';
import { answer, stubServer, urlOf } from '../../test/server';
import { makeToken } from '../../test/tokens';
import { sampleProfile } from '../../test/users';

const countPath = 'GET /api/taskeditsuggestion?count=true';

/** Signs in with these permissions alone (the role grants none) and renders the header. */
async function renderHeader(permissions: string[]) {
  await startSession(makeToken({ userid: 'u-1', role: 'Volunteer', frontPermissions: permissions }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/userprofile/u-1': () => answer(200, sampleProfile({ _id: 'u-1' })),
    [countPath]: () => answer(200, { count: 4 }),
  });
  renderInApp(
    <>
      <Header session={getSession()!} />
      <ActorReadyMark />
    </>,
  );
  await actorReady();
  return server;
}

describe('Header', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('shows holders of updateTask the suggestions link with the waiting count in a red bubble', async () => {
    await renderHeader(['updateTask']);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const link = within(nav).getByRole('link', { name: /Task Edit Suggestions/ });
    expect(link).toHaveAttribute('href', '/taskeditsuggestions');
    expect(await within(link).findByTestId('suggestion-count')).toHaveTextContent('4 waiting');
  });

  it('shows neither the link nor the count to others, and does not ask for it', async () => {
    const { fetchMock } = await renderHeader(['resolveTask']);
    expect(screen.queryByRole('link', { name: /Task Edit Suggestions/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('taskeditsuggestion'))).toBe(false);
  });
});
