import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GroupSymptomMap, GroupSymptomMapParams } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { groupSymptomMap } from './service';

const stockholmToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Physicians and researchers of the active group; its consenting participants' reports are read as a cohort, each participant audited. */
const access = can('groupsymptoms', 'read', 'group');

export async function groupSymptomRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/admin/groupsymptoms/:model/:from/:to',
    config: {
      access,
      probe: {
        needs: ['symptomReport'],
        params: () => ({ model: 'male', from: stockholmToday(), to: stockholmToday() }),
        cohort: { area: 'symptomreports' },
        status: 200,
      },
    },
    schema: {
      tags: ['groupsymptoms'],
      summary:
        'The marks of the active group’s patients’ symptom reports on one body model in [from, to] (Stockholm days, at most 366), counted per cell with their mean intensity; every report read is audited',
      params: GroupSymptomMapParams,
      response: { 200: GroupSymptomMap, ...errors },
    },
    handler: (request) => groupSymptomMap(app.deps, requireContext(request), request.params),
  });
}
