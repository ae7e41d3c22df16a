import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HistoryItem, HistoryQuery } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext, requirePatientId } from '../../platform/context';
import { listHistoryJson } from '../../platform/history-sources';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { sendJsonText } from '../../platform/serialization';
import { HISTORY_SOURCES } from '../history-sources';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/historyitems',
    config: { access: PATIENT },
    schema: {
      tags: ['history'],
      summary: 'Notes, symptom reports and PROM reports in one list, newest first, paged (page from 0, or after an item)',
      querystring: HistoryQuery,
      response: { 200: z.array(HistoryItem), ...errors },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply as FastifyReply,
        await listHistoryJson(app.deps.db, HISTORY_SOURCES, requirePatientId(requireContext(request)), request.query),
      ),
  });
}
