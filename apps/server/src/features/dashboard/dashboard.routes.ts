import { dashboardContract as dashboard } from '@hgn/domain/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes =
  (services: { dashboard: DashboardService }): FastifyPluginAsync =>
  async (app) => {
    route(app, dashboard.leaderboard, async (req) =>
      services.dashboard.leaderboard(req.actor, req.params.userId),
    );
    route(app, dashboard.leaderboardPage, async (req) =>
      services.dashboard.leaderboardPage(req.actor, req.params.userId, req.query),
    );
    route(app, dashboard.person, async (req) => services.dashboard.data.person(req.actor, req.params.userId));
    route(app, dashboard.weeklyData, async (req) =>
      services.dashboard.data.weeklyData(req.actor, req.params),
    );
    route(app, dashboard.monthlyData, async (req) => services.dashboard.data.monthlyData(req.params));
    route(app, dashboard.actionItems, async () => services.dashboard.data.actionItems());
    route(app, dashboard.orgData, async () => services.dashboard.orgData());
    route(app, dashboard.teamWeekNotice, async (req) => services.dashboard.teamWeekNotice(req.actor));
    route(app, dashboard.dismissTeamWeekNotice, async (req) =>
      services.dashboard.dismissTeamWeekNotice(req.actor),
    );
    route(app, dashboard.mouseoverText, async () => services.dashboard.mouseoverText());
    route(app, dashboard.createMouseoverText, async (req) =>
      services.dashboard.createMouseoverText(req.body),
    );
    route(app, dashboard.updateMouseoverText, async (req) =>
      services.dashboard.updateMouseoverText(req.params.mouseoverTextId, req.body),
    );
  };
