import { inventoryTypesContract as types } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { InventoryTypesService } from './inventoryTypes.service.js';

export const inventoryTypesRoutes =
  (services: { inventoryTypes: InventoryTypesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.inventoryTypes;
    route(app, types.listOfCategory, async (req) => service.listOfCategory(req.params.type));
    route(app, types.create, async (req) => service.createOfCategory(req.body, req.actor.userId));
    route(app, types.createMaterial, async (req) => service.createMaterial(req.body, req.actor.userId));
    route(app, types.createConsumable, async (req) => service.createConsumable(req.body, req.actor.userId));
    route(app, types.createReusable, async (req) => service.createReusable(req.body, req.actor.userId));
    route(app, types.createEquipment, async (req) => service.createEquipment(req.body, req.actor.userId));
    route(app, types.update, async (req) =>
      service.update(req.params.type, req.params.typeId, req.body, req.actor.userId),
    );
    route(app, types.listUnits, async () => service.listUnits());
    route(app, types.createUnit, async (req) => service.createUnit(req.body.unit));
  };
