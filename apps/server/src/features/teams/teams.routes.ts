import {
  memberVisibilityInput,
  peopleSearchQuery,
  teamCreateInput,
  teamListItemJson,
  teamMemberInput,
  teamUpdateInput,
} from '@hgn/domain/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/http/guard.js';
import { signedInActor } from '../../platform/http/session-actor.js';
import type { TeamsService } from './teams.service.js';

const teamIdParams = z.object({ teamId: z.string() });

export const teamsRoutes =
  (services: { teams: TeamsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { teams } = services;

    app.get(
      '/team',
      { config: { guard: guard.signedIn }, schema: { response: { 200: z.array(teamListItemJson) } } },
      async (req) => teams.listTeams(signedInActor(req.actor)),
    );

    app.post(
      '/team',
      { config: { guard: guard.permission('postTeam') }, schema: { body: teamCreateInput } },
      async (req, reply) => reply.code(201).send(await teams.create(req.body)),
    );

    // The original client toggles a member's visibility with PUT on the collection itself.
    app.put(
      '/team',
      {
        config: { guard: guard.permission('putTeam', 'assignTeamToUsers') },
        schema: { body: memberVisibilityInput },
      },
      async (req) => teams.setMemberVisibility(req.body),
    );

    app.get(
      '/team/:teamId',
      { config: { guard: guard.signedIn }, schema: { params: teamIdParams } },
      async (req) => teams.getTeam(req.params.teamId),
    );

    app.put(
      '/team/:teamId',
      {
        config: { guard: guard.permission('putTeam') },
        schema: { params: teamIdParams, body: teamUpdateInput },
      },
      async (req) => teams.update(req.params.teamId, req.body),
    );

    app.delete(
      '/team/:teamId',
      { config: { guard: guard.permission('deleteTeam') }, schema: { params: teamIdParams } },
      async (req) => teams.remove(req.params.teamId),
    );

    app.get(
      '/team/:teamId/users',
      { config: { guard: guard.signedIn }, schema: { params: teamIdParams } },
      async (req) => teams.listMembers(req.params.teamId),
    );

    app.post(
      '/team/:teamId/users',
      {
        config: { guard: guard.permission('assignTeamToUsers') },
        schema: { params: teamIdParams, body: teamMemberInput },
      },
      async (req) => teams.assignMember(req.params.teamId, req.body.userId, req.body.operation),
    );

    // Active people, members included, for the add-member autocomplete (at most ten).
    app.get(
      '/team/:teamId/candidates',
      {
        config: { guard: guard.permission('assignTeamToUsers') },
        schema: { params: teamIdParams, querystring: peopleSearchQuery },
      },
      async (req) => teams.searchCandidates(req.params.teamId, req.query.search),
    );
  };
