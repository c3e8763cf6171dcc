import { teamsContract as teams } from '@hgn/domain/teams';
import { peopleContract as people, usersContract as users } from '@hgn/domain/users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TeamsService } from './teams.service.js';

export const teamsRoutes =
  (services: { teams: TeamsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.teams;
    route(app, teams.list, async (req) => service.listTeams(req.actor));
    route(app, teams.create, async (req) => service.create(req.body));
    route(app, teams.setMemberVisibility, async (req) => service.setMemberVisibility(req.body));
    route(app, teams.get, async (req) => service.getTeam(req.params.teamId));
    route(app, teams.update, async (req) => service.update(req.params.teamId, req.body));
    route(app, teams.remove, async (req) => service.remove(req.params.teamId));
    route(app, teams.members, async (req) => service.listMembers(req.params.teamId));
    route(app, teams.assignMember, async (req) =>
      service.assignMember(req.params.teamId, req.body.userId, req.body.operation),
    );
    route(app, teams.candidates, async (req) =>
      service.searchCandidates(req.params.teamId, req.query.search),
    );
    // The team codes people are filed under, which the teams area keeps, at the original's people paths.
    route(app, users.teamCodes, async () => service.listTeamCodes());
    route(app, people.changeTeamCodes, async (req) =>
      service.changeTeamCodes(req.body.userIds, req.body.replaceCode),
    );
  };
