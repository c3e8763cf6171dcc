import { toolsContract as tools } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ToolsService } from './tools.service.js';

export const toolsRoutes =
  (services: { tools: ToolsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.tools;
    route(app, tools.listTools, async (req) => service.listTools(req.query));
    route(app, tools.getTool, async (req) => service.getTool(req.params.toolId));
    route(app, tools.listEquipment, async (req) => service.listEquipment(req.query));
    route(app, tools.getEquipment, async (req) => service.getEquipment(req.params.equipmentId));
    route(app, tools.addTool, async (req) => service.addTool(req.actor.userId, req.body));
    route(app, tools.purchaseTools, async (req) => service.purchaseTools(req.actor.userId, req.body));
    route(app, tools.purchaseEquipment, async (req) => service.purchaseEquipment(req.actor.userId, req.body));
    route(app, tools.listPendingToolPurchases, async () => service.pendingPurchases('Tool'));
    route(app, tools.listPendingEquipmentPurchases, async () => service.pendingPurchases('Equipment'));
    route(app, tools.updateToolStatus, async (req) =>
      service.updateToolStatus(req.actor.userId, req.params.toolId, req.body),
    );
    route(app, tools.updateEquipmentStatus, async (req) =>
      service.updateEquipmentStatus(req.actor.userId, req.params.equipmentId, req.body),
    );
    route(app, tools.logTools, async (req) => service.logTools(req.actor.userId, req.body));
  };
