import { dataUrlMaxLength } from '@hgn/domain/buildingManagement';
import { jobListingsContract as jobs } from '@hgn/domain/jobListings';
import type { FastifyPluginAsync } from 'fastify';
import { sendStoredFile } from '../../platform/files/send-file.js';
import { route } from '../../platform/http/route.js';
import type { JobListingsService } from './jobListings.service.js';

/** A listing's picture travels inside its JSON: room for it and the text around it. */
const LISTING_BODY_LIMIT = dataUrlMaxLength('image') + 1024 * 1024;

export const jobListingsRoutes =
  (services: { jobListings: JobListingsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.jobListings;
    route(app, jobs.search, async (req) => service.search(req.query));
    route(app, jobs.categories, async () => service.categories());
    route(app, jobs.resetFilters, async () => service.resetFilters());
    route(app, jobs.summaries, async (req) => service.summaries(req.query));
    // A stored picture never changes: its id names these bytes for good.
    route(app, jobs.picture, async (req, reply) =>
      sendStoredFile(reply, await service.picture(req.params.fileId), 'public, max-age=31536000, immutable'),
    );
    route(app, jobs.create, async (req) => service.create(req.actor, req.body), {
      bodyLimit: LISTING_BODY_LIMIT,
    });
    route(app, jobs.update, async (req) => service.update(req.actor, req.params.jobId, req.body), {
      bodyLimit: LISTING_BODY_LIMIT,
    });
    route(app, jobs.remove, async (req) => service.remove(req.params.jobId));
    route(app, jobs.reorder, async (req) => service.reorder(req.body.jobIds));
    route(app, jobs.notificationList, async () => service.notificationList());
    route(app, jobs.addToJob, async (req) => service.addToJob(req.body));
    route(app, jobs.addToCategory, async (req) => service.addToCategory(req.body));
    route(app, jobs.removeEntry, async (req) => service.removeEntry(req.params.entryId));
  };
