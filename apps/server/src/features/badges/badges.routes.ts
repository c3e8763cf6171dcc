import { assignBadgesInput, badgeInput, badgeUpdate } from '@hgn/domain/badges';
import { can } from '@hgn/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, isCallerInPath } from '../../platform/http/guard.js';
import type { BadgesService } from './badges.service.js';

const badgeIdParams = z.object({ badgeId: z.uuid() });
const userIdParams = z.object({ userId: z.uuid() });

/** A volunteer's own badge count, or anyone's for those who assign badges. */
const ownOrAssignsBadges = guard.policy(
  'selfOrAssignBadges',
  (actor, req) => isCallerInPath(actor, req) || can(actor, 'assignBadges'),
);

export const badgesRoutes =
  (services: { badges: BadgesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/badge',
      {
        config: {
          guard: guard.permission(
            'seeBadges',
            'assignBadges',
            'createBadges',
            'updateBadges',
            'deleteBadges',
          ),
        },
      },
      async () => services.badges.listBadges(),
    );

    app.post(
      '/badge',
      { config: { guard: guard.permission('createBadges') }, schema: { body: badgeInput } },
      async (req, reply) => reply.code(201).send(await services.badges.create(req.body)),
    );

    app.put(
      '/badge/:badgeId',
      {
        config: { guard: guard.permission('updateBadges') },
        schema: { params: badgeIdParams, body: badgeUpdate },
      },
      async (req) => services.badges.update(req.params.badgeId, req.body),
    );

    app.delete(
      '/badge/:badgeId',
      { config: { guard: guard.permission('deleteBadges') }, schema: { params: badgeIdParams } },
      async (req) => services.badges.remove(req.params.badgeId),
    );

    // The original answers 201 with the volunteer's id as a JSON string.
    app.put(
      '/badge/assign/:userId',
      {
        config: { guard: guard.permission('assignBadges') },
        schema: { params: userIdParams, body: assignBadgesInput },
      },
      async (req, reply) =>
        reply
          .code(201)
          .type('application/json')
          .send(JSON.stringify(await services.badges.assign(req.params.userId, req.body))),
    );

    app.get(
      '/badge/badgecount/:userId',
      { config: { guard: ownOrAssignsBadges }, schema: { params: userIdParams } },
      async (req) => services.badges.badgeCount(req.params.userId),
    );

    app.put(
      '/badge/badgecount/reset/:userId',
      { config: { guard: ownOrAssignsBadges }, schema: { params: userIdParams } },
      async (req, reply) => reply.code(201).send(await services.badges.resetBadgeCount(req.params.userId)),
    );
  };
