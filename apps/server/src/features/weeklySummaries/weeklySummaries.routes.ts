import type { GuardInput } from '@hgn/domain/contracts';
import { reportFiltersOf, weeklySummariesContract as weeklySummaries } from '@hgn/domain/weeklySummaries';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import { sendCsv, wantsCsv } from '../../platform/http/csv.js';
import type { WeeklySummariesService } from './weeklySummaries.service.js';

export const weeklySummariesRoutes =
  (services: { weeklySummaries: WeeklySummariesService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.weeklySummaries;
    // Whose summaries are written, for the writers' guard; none for an id that names nobody.
    const writer = { subject: async ({ params }: GuardInput) => service.writerOf(params.userId) };

    route(app, weeklySummaries.save, async (req) => service.save(req.params.userId, req.body), writer);
    route(app, weeklySummaries.move, async (req) => service.move(req.params.userId, req.body), writer);
    route(app, weeklySummaries.setColour, async (req) =>
      service.setColour(req.params.userId, req.body.filterColor),
    );
    route(app, weeklySummaries.recipients, async () => service.recipients());
    route(app, weeklySummaries.addRecipient, async (req) => service.setRecipient(req.params.userid, true));
    route(app, weeklySummaries.removeRecipient, async (req) =>
      service.setRecipient(req.params.userid, false),
    );
    route(app, weeklySummaries.reportPage, async (req) =>
      service.reportPage(req.query.week, reportFiltersOf(req.query), req.query),
    );
    route(app, weeklySummaries.reportEmails, async (req) =>
      service.reportEmails(req.query.week, reportFiltersOf(req.query)),
    );
    route(app, weeklySummaries.report, async (req, reply) =>
      wantsCsv(req)
        ? sendCsv(
            reply,
            `weekly-summaries-week-${req.query.week}.csv`,
            await service.reportCsv(req.query.week, reportFiltersOf(req.query)),
          )
        : service.report(),
    );
  };
