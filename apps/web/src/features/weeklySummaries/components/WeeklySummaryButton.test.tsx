import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { WeeklySummaryButton } from './WeeklySummaryButton';

const vera = sampleProfile();
const otherId = '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f99';

afterEach(() => endSession());

async function buttonShown(
  profile: ReturnType<typeof sampleProfile>,
  role: string,
  frontPermissions: string[] = [],
) {
  await startSession(makeToken({ userid: otherId, role, frontPermissions }));
  stubServer({ 'GET /api/roles': () => answer(200, []) });
  renderInApp(
    <>
      <WeeklySummaryButton profile={profile} />
      <p>rendered</p>
    </>,
  );
  await screen.findByText('rendered');
  // The actor is known once the roles are read.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return screen.queryByRole('button', { name: 'Weekly summaries' }) !== null;
}

describe('the weekly summaries button', () => {
  it('is one’s own', async () => {
    expect(await buttonShown({ ...vera, _id: otherId }, 'Volunteer')).toBe(true);
  });

  it('is not shown on another volunteer’s dashboard', async () => {
    expect(await buttonShown(vera, 'Volunteer')).toBe(false);
  });

  it('is shown to a holder of putUserProfileImportantInfo', async () => {
    expect(await buttonShown(vera, 'Manager', ['putUserProfileImportantInfo'])).toBe(true);
  });

  it('is not shown on an Owner’s dashboard to others', async () => {
    expect(await buttonShown({ ...vera, role: 'Owner' }, 'Manager', ['putUserProfileImportantInfo'])).toBe(
      false,
    );
  });
});
