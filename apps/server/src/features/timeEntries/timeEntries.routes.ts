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
    const { reads, writes } = service;
    route(app, timeEntries.ofUsers, async (req) => service.listOfUsers(req.actor, req.body));
    route(app, timeEntries.totalHoursOfUsers, async (req) => service.totalHoursOfUsers(req.actor, req.body));
    route(app, timeEntries.ofPerson, async (req) => service.listOfPerson(req.actor, req.params));
    // A project's entries are read by whoever may read its report: its members, holders of getReports.
    route(app, timeEntries.ofProject, async (req) => reads.listOfProject(req.params), {
      subject: async ({ params }: GuardInput) => services.reports.projectMembership(params.projectId),
    });
    route(app, timeEntries.forReports, async (req) => reads.listForReports(req.body));
    route(app, timeEntries.lostOfUsers, async (req) => reads.lostOfUsers(req.body));
    route(app, timeEntries.lostOfProjects, async (req) => reads.lostOfProjects(req.body));
    route(app, timeEntries.lostOfTeams, async (req) => reads.lostOfTeams(req.body));
    route(app, timeEntries.list, async (req) => reads.listAll(req.query));
    route(app, timeEntries.create, async (req) =>
      writes.create(req.actor, req.body, requestKeyOf(req.headers['idempotency-key'])),
    );
    route(app, timeEntries.update, async (req) => writes.update(req.actor, req.params.timeEntryId, req.body));
    route(app, timeEntries.remove, async (req) => writes.remove(req.actor, req.params.timeEntryId));
  };
