import { storedFilesContract as files } from '@hgn/domain/buildingManagement';
import type { FastifyPluginAsync } from 'fastify';
import { sendStoredFile } from '../../platform/files/send-file.js';
import { route } from '../../platform/http/route.js';
import type { StoredFilesService } from './storedFiles.service.js';

export const storedFilesRoutes =
  (services: { storedFiles: StoredFilesService }): FastifyPluginAsync =>
  async (app) => {
    route(app, files.get, async (req, reply) =>
      // A stored file never changes: its id names these bytes for good.
      sendStoredFile(
        reply,
        await services.storedFiles.find(req.params.fileId),
        'private, max-age=31536000, immutable',
      ),
    );
  };
