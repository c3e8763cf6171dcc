import { strongPassword } from '@hgn/domain/auth';
import { authMessages, forgotPasswordMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import type { UserProfileJson } from '@hgn/domain/users';
import { z } from 'zod';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../platform/http/feature.js';
import type { BadgesService } from '../badges/badges.service.js';
import type { BlueSquaresService } from '../blueSquares/blueSquares.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TeamsService } from '../teams/teams.service.js';
import type { TimeOffService } from '../timeOff/timeOff.service.js';
import { presentProfile } from './users.present.js';
import { createUsersRepo } from './users.repo.js';

/** The features a profile is assembled from. */
export type ProfileSources = {
  teams: TeamsService;
  projects: ProjectsService;
  badges: BadgesService;
  blueSquares: BlueSquaresService;
  timeOff: TimeOffService;
};

export type NewOwner = { email: string; password: string; firstName: string; lastName: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The original server's answer for an id that names nobody, kept word for word.
const notAValidUser = () =>
  new AppError({ status: 400, code: 'USER_NOT_FOUND', body: { error: 'This is not a valid user' } });

/** The message of the first password rule broken, or undefined. */
const passwordProblem = (password: string) => strongPassword.safeParse(password).error?.issues[0]?.message;

const invalid = (field: string, message: string) =>
  new AppError({ status: 400, code: 'VALIDATION_FAILED', field, message });

export function createUsersService(deps: FeatureDeps, sources: ProfileSources) {
  const repo = createUsersRepo(deps.db);

  return {
    /**
     * A whole profile with its teams, projects, badges, blue squares and time off. Any signed-in viewer
     * may read it; the viewer is taken so that the privacy settings can hide fields from others (#4).
     */
    async getProfile(_viewer: Actor, userId: string): Promise<UserProfileJson> {
      if (!UUID.test(userId)) throw notAValidUser();
      const id = userId.toLowerCase();
      // The parts are read side by side; each is one query.
      const [row, teams, projects, badgeCollection, infringements, timeOff] = await Promise.all([
        repo.findProfileById(id),
        sources.teams.listTeamsOfUser(id),
        sources.projects.listProjectsOfUser(id),
        sources.badges.listBadgeCollectionOfUser(id),
        sources.blueSquares.listBlueSquaresOfUser(id),
        sources.timeOff.findCurrentOrNextTimeOff(id),
      ]);
      if (!row) throw notAValidUser();
      return presentProfile(row, { teams, projects, badgeCollection, infringements, timeOff });
    },

    /** The caller's own dark-mode choice, kept on the server so it follows them from device to device. */
    async setDarkMode(userId: string, darkMode: boolean): Promise<{ darkMode: boolean }> {
      const row = await repo.setDarkMode(userId, darkMode);
      if (!row) throw notAValidUser();
      return { darkMode: row.darkMode };
    },

    hasOwner: () => repo.hasUserWithRole('Owner'),

    /**
     * An active Owner who signs in with the password given (from `npm run create-owner` or
     * OWNER_EMAIL/OWNER_PASSWORD). Refuses an e-mail in use and a weak password.
     */
    async createOwner(owner: NewOwner) {
      const email = owner.email.trim().toLowerCase();
      const firstName = owner.firstName.trim();
      const lastName = owner.lastName.trim();
      if (!z.email().safeParse(email).success) throw invalid('email', authMessages.emailInvalid);
      if (!firstName) throw invalid('firstName', forgotPasswordMessages.firstNameRequired);
      if (!lastName) throw invalid('lastName', forgotPasswordMessages.lastNameRequired);
      const weakness = passwordProblem(owner.password);
      if (weakness) throw invalid('password', weakness);
      if (await repo.isEmailTaken(email))
        throw new AppError({
          status: 400,
          code: 'EMAIL_TAKEN',
          field: 'email',
          message: `An account with the e-mail ${email} already exists.`,
        });
      return repo.insertUser({
        email,
        firstName,
        lastName,
        role: 'Owner',
        passwordHash: await hashPassword(owner.password),
        isActive: true,
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
