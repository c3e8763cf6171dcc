import { peopleContract as people } from '@hgn/domain/users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { requestContext, type AuthService } from '../auth/auth.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ProfilesService } from './profiles.service.js';

/** The original client's people calls beside the profile's own endpoints (people.contract.ts). */
export const peopleRoutes =
  (services: {
    users: UsersService;
    profiles: ProfilesService;
    projects: ProjectsService;
    auth: AuthService;
  }): FastifyPluginAsync =>
  async (app) => {
    const { users, profiles, projects, auth } = services;
    route(app, people.updateMany, async (req) =>
      profiles.updateMany({ ...req.actor, address: req.ip }, req.body),
    );
    route(app, people.bySingleName, async (req) => users.findBySingleName(req.params.name));
    route(app, people.teamMates, async (req) => profiles.listTeamMates(req.params.userId));
    route(app, people.projectPeople, async (req) => projects.listMemberContacts(req.params.projectId));
    route(app, people.removePicture, async (req) => {
      await users.removePicture(req.actor, req.body.user_id);
      return { message: 'Image Removed' };
    });
    route(app, people.projectsOfPeople, async (req) =>
      profiles.listProjectsOfPeopleNamed(req.params.searchName),
    );
    route(app, people.pictureFromWebsite, async (req) =>
      users.setPictureFromWebsite(req.actor, req.body.user_id),
    );
    route(app, people.unlockSummaryRecipients, async (req) =>
      auth.unlockSummaryRecipients(req.actor, req.body.currentPassword, requestContext(req)),
    );
  };
