import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardStatistics, ErrorBody, HourlyStatistic, StatisticsQuery } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { STATISTICS_READ, dashboardStatistics, hourlyStatistics } from './service';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // An organization admin reads the organization's statistics; group admins, researchers and statisticians their group's.
  const statistics = canDo(STATISTICS_READ);
  r.route({
    method: 'GET',
    url: '/admin/dashboard',
    config: { access: statistics, probe: { status: 200 } },
    schema: {
      tags: ['admin'],
      summary: 'Users, active users, new users and reports: today, last week, last month, total',
      response: { 200: DashboardStatistics, 403: ErrorBody },
    },
    handler: (request) => dashboardStatistics(app.deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/admin/statistics',
    config: { access: statistics, probe: { query: () => ({ from: '2026-01-01', to: '2026-01-07' }), status: 200 } },
    schema: {
      tags: ['admin'],
      summary:
        'Hourly statistics per organization and group (Stockholm hours) from ?from= to ?to= (dates, at most 31 days), ?groupId= for one group',
      querystring: StatisticsQuery,
      response: { 200: z.array(HourlyStatistic), ...errors },
    },
    handler: (request) => hourlyStatistics(app.deps, requireContext(request), request.query),
  });
}
