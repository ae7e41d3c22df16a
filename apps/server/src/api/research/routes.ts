import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdherenceView } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { adherence } from '../studytasks/service';

/** The researcher's overview of the active group (spec 3 §2 research): the adherence list. */
export async function researchRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/research/adherence',
    config: { access: can('research', 'read', 'group'), probe: { cohort: { area: 'studytasks' }, status: 200 } },
    schema: {
      tags: ['research'],
      summary: 'Each participant’s study tasks against the day they joined: done, due, late and by how many days; the latest first',
      response: { 200: AdherenceView, ...errors },
    },
    handler: (request) => adherence(deps, requireContext(request)),
  });
}
