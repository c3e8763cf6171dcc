import { popupEditorsContract as popups } from '@hgn/domain/popupEditors';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { PopupEditorsService } from './popupEditors.service.js';

export const popupEditorsRoutes =
  (services: { popupEditors: PopupEditorsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.popupEditors;
    route(app, popups.list, async () => service.list());
    route(app, popups.create, async (req) => service.create(req.body));
    route(app, popups.get, async (req) => service.get(req.params.id));
    route(app, popups.update, async (req) => service.update(req.params.id, req.body));
    route(app, popups.backup, async (req) => service.backup(req.params.id, req.body));
  };
