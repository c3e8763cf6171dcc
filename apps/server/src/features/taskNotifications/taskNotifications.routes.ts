import type { GuardInput } from '@hgn/domain/contracts';
import { taskNotificationsContract as notices } from '@hgn/domain/taskNotifications';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TaskNotificationsService } from './taskNotifications.service.js';

export const taskNotificationsRoutes =
  (services: { taskNotifications: TaskNotificationsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.taskNotifications;
    route(app, notices.notify, async (req) => service.notify(req.params.taskId, req.body), {
      subject: async ({ params }: GuardInput) => service.resourceIdsOf(params.taskId),
    });
    route(app, notices.unread, async (req) => service.unread(req.actor));
    route(app, notices.markRead, async (req) => service.markRead(req.params.id), {
      subject: async ({ params }: GuardInput) => service.recipientOf(params.id),
    });
    route(app, notices.markReadOfTask, async (req) =>
      service.markReadOfTask(req.actor, req.params.firstId, req.params.secondId),
    );
  };
