import { tasksContract as tasks } from '@hgn/domain/tasks';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TaskReviewService } from './tasks.review.service.js';
import type { TasksService } from './tasks.service.js';

export const tasksRoutes =
  (services: { tasks: TasksService; taskReview: TaskReviewService }): FastifyPluginAsync =>
  async (app) => {
    const { tree, outline } = services.tasks;
    route(app, tasks.ofUser, async (req) => services.tasks.listOpenTasksOfUser(req.params.userId));
    route(app, tasks.create, async (req) => tree.create(req.params.wbsId, req.body, req.actor.userId));
    route(app, tasks.ofLevel, async (req) =>
      tree.listOfLevel(req.params.wbsId, req.params.level, req.params.motherId),
    );
    route(app, tasks.get, async (req) => tree.get(req.params.taskId));
    route(app, tasks.ofWbs, async (req) => tree.listOfWbs(req.params.wbsId));
    route(app, tasks.update, async (req) => tree.update(req.params.taskId, req.body));
    // The people on the task, for its guard: they may set its status without updateTask.
    route(
      app,
      tasks.updateStatus,
      async (req) => services.taskReview.updateStatus(req.params.taskId, req.actor, req.body),
      { subject: async ({ params }) => tree.resourceIdsOf(params.taskId ?? '') },
    );
    route(app, tasks.remove, async (req) => tree.remove(req.params.taskId));
    route(app, tasks.updateNums, async (req) => outline.updateNums(req.body.nums));
    route(app, tasks.removeChildren, async (req) => tree.removeChildren(req.params.taskId));
    route(app, tasks.removeOfWbs, async (req) => tree.removeOfWbs(req.params.wbsId));
    route(app, tasks.import, async (req) =>
      outline.importTasks(req.params.wbsId, req.body.list, req.actor.userId),
    );
    route(app, tasks.move, async (req) => outline.move(req.params.wbsId, req.body.fromNum, req.body.toNum));
  };
