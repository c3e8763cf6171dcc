import { tasksContract as tasks } from '@hgn/domain/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TaskReviewService } from './tasks.review.service.js';
import type { TasksService } from './tasks.service.js';

export const tasksRoutes =
  (services: { tasks: TasksService; taskReview: TaskReviewService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.tasks;
    route(app, tasks.ofUser, async (req) => service.listOpenTasksOfUser(req.params.userId));
    route(app, tasks.create, async (req) => service.create(req.params.wbsId, req.body, req.actor.userId));
    route(app, tasks.ofLevel, async (req) =>
      service.listOfLevel(req.params.wbsId, req.params.level, req.params.motherId),
    );
    route(app, tasks.get, async (req) => service.get(req.params.taskId));
    route(app, tasks.ofWbs, async (req) => service.listOfWbs(req.params.wbsId));
    route(app, tasks.update, async (req) => service.update(req.params.taskId, req.body));
    // The people on the task, for its guard: they may set its status without updateTask.
    route(
      app,
      tasks.updateStatus,
      async (req) => services.taskReview.updateStatus(req.params.taskId, req.actor, req.body),
      { subject: async ({ params }) => service.resourceIdsOf(params.taskId ?? '') },
    );
    route(app, tasks.remove, async (req) => service.remove(req.params.taskId));
    route(app, tasks.updateNums, async (req) => service.updateNums(req.body.nums));
    route(app, tasks.removeChildren, async (req) => service.removeChildren(req.params.taskId));
    route(app, tasks.removeOfWbs, async (req) => service.removeOfWbs(req.params.wbsId));
    route(app, tasks.import, async (req) =>
      service.importTasks(req.params.wbsId, req.body.list, req.actor.userId),
    );
    route(app, tasks.move, async (req) => service.move(req.params.wbsId, req.body.fromNum, req.body.toNum));
  };
