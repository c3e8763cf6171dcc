import { taskEditSuggestionsContract as suggestions } from '@hgn/domain/taskEditSuggestions';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { TaskEditSuggestionsService } from './taskEditSuggestions.service.js';

export const taskEditSuggestionsRoutes =
  (services: { taskEditSuggestions: TaskEditSuggestionsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.taskEditSuggestions;
    route(app, suggestions.list, async (req) => service.list(req.query.count === 'true'));
    route(app, suggestions.suggest, async (req) => service.suggest(req.actor, req.body));
    route(app, suggestions.reject, async (req) => service.reject(req.params.id));
    route(app, suggestions.approve, async (req) => service.approve(req.params.id));
  };
