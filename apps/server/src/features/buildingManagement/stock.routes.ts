import { stockContract as stock } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { StockService } from './stock.service.js';

export const stockRoutes =
  (services: { stock: StockService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.stock;
    route(app, stock.listMaterials, async (req) => service.list('Material', req.query));
    route(app, stock.listConsumables, async (req) => service.list('Consumable', req.query));
    route(app, stock.listReusables, async (req) => service.list('Reusable', req.query));
    route(app, stock.purchaseMaterial, async (req) =>
      service.requestPurchase('Material', req.body, req.actor.userId),
    );
    route(app, stock.purchaseConsumable, async (req) =>
      service.requestPurchase('Consumable', req.body, req.actor.userId),
    );
    route(app, stock.purchaseReusable, async (req) =>
      service.requestPurchase('Reusable', req.body, req.actor.userId),
    );
    route(app, stock.decidePurchase, async (req) =>
      service.decide(req.params.purchaseId, req.body, req.actor.userId),
    );
    route(app, stock.updateMaterialStatus, async (req) =>
      service.updateMaterialStatus(req.body, req.actor.userId),
    );
    route(app, stock.logMaterialUsage, async (req) => service.logUse('Material', req.body, req.actor.userId));
    route(app, stock.logConsumableUsage, async (req) =>
      service.logUse('Consumable', req.body, req.actor.userId),
    );
    route(app, stock.logReusableUsage, async (req) => service.logUse('Reusable', req.body, req.actor.userId));
    route(app, stock.logMaterialUsageBulk, async (req) =>
      service.logBulkUse('Material', req.body, req.actor.userId),
    );
    route(app, stock.logReusableUsageBulk, async (req) =>
      service.logBulkUse('Reusable', req.body, req.actor.userId),
    );
  };
