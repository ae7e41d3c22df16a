import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardStatistics, ErrorBody } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { dashboardStatistics } from './service';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/admin/dashboard',
    config: { access: can('statistics', 'read', 'organization'), probe: { status: 200 } },
    schema: {
      tags: ['admin'],
      summary: 'Users, active users, new users and reports: today, last week, last month, total',
      response: { 200: DashboardStatistics, 403: ErrorBody },
    },
    handler: (request) => dashboardStatistics(app.deps, requireContext(request)),
  });
}
