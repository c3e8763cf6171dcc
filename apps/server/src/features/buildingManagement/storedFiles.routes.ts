import { storedFilesContract as files } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { StoredFilesService } from './storedFiles.service.js';

export const storedFilesRoutes =
  (services: { storedFiles: StoredFilesService }): FastifyPluginAsync =>
  async (app) => {
    route(app, files.get, async (req, reply) => {
      const file = await services.storedFiles.find(req.params.fileId);
      // A stored file never changes: its id names these bytes for good.
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    });
  };
