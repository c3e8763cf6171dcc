import type { GuardInput } from '@hgn/domain/contracts';
import { notificationsContract as notifications } from '@hgn/domain/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { NotificationsService } from './notifications.service.js';

export const notificationsRoutes =
  (services: { notifications: NotificationsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.notifications;
    route(app, notifications.send, async (req) => service.send(req.actor, req.body));
    route(app, notifications.unread, async (req) => service.unreadOf(req.params.userId, req.query));
    route(app, notifications.ofUser, async (req) => service.allOf(req.params.userId, req.query));
    route(app, notifications.markRead, async (req) => service.markRead(req.params.notificationId), {
      subject: async ({ params }: GuardInput) => service.recipientOf(params.notificationId),
    });
  };
