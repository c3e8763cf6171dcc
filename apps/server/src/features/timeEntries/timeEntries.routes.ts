import { timeEntriesContract as timeEntries } from '@hgn/domain/timeEntries';
import type { GuardInput } from '@hgn/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { ReportsService } from '../reports/reports.service.js';
import type { TimeEntriesService } from './timeEntries.service.js';
import { requestKeyOf } from './timeEntryRequestKeys.js';

export const timeEntriesRoutes =
  (services: { timeEntries: TimeEntriesService; reports: ReportsService }): FastifyPluginAsync =>
  async (app) => {
    const service = services.timeEntries;
    route(app, timeEntries.ofUsers, async (req) => service.listOfUsers(req.actor, req.body));
    route(app, timeEntries.ofPerson, async (req) => service.listOfPerson(req.actor, req.params));
    // A project's entries are read by whoever may read its report: its members, holders of getReports.
    route(app, timeEntries.ofProject, async (req) => service.listOfProject(req.params), {
      subject: async ({ params }: GuardInput) => services.reports.projectMembership(params.projectId),
    });
    route(app, timeEntries.forReports, async (req) => service.listForReports(req.body));
    route(app, timeEntries.lostOfUsers, async (req) => service.lostOfUsers(req.body));
    route(app, timeEntries.lostOfProjects, async (req) => service.lostOfProjects(req.body));
    route(app, timeEntries.lostOfTeams, async (req) => service.lostOfTeams(req.body));
    route(app, timeEntries.list, async (req) => service.listAll(req.query));
    route(app, timeEntries.create, async (req) =>
      service.create(req.actor, req.body, requestKeyOf(req.headers['idempotency-key'])),
    );
    route(app, timeEntries.update, async (req) =>
      service.update(req.actor, req.params.timeEntryId, req.body),
    );
    route(app, timeEntries.remove, async (req) => service.remove(req.actor, req.params.timeEntryId));
  };
