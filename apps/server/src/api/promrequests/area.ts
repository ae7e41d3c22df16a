import type { FastifyInstance } from 'fastify';
import { defineArea } from '../../platform/areas';
import { promRequestRecords } from './records';
import { researchPromRequestRoutes } from './research-routes';
import { promRequestRoutes } from './routes';

/**
 * PROM requests (spec 1 §7, spec 3 §2): the patient's list and the public link (routes.ts), and the
 * requests a study group's staff send its participants (research-routes.ts).
 */
export const promRequestsArea = defineArea({
  name: 'promrequests',
  service: 'api',
  routes: async (app: FastifyInstance) => {
    await promRequestRoutes(app);
    await researchPromRequestRoutes(app);
  },
  records: [promRequestRecords],
});
