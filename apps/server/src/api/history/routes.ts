import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HistoryItem, HistoryQuery } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ownRecords } from '../../platform/records';
import { historyPageJson } from '../../platform/records/history';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { sendJsonText } from '../../platform/serialization';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/historyitems',
    config: { access: own('history', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['history'],
      summary: 'Notes, symptom reports and PROM reports in one list, newest first, paged (page from 0, or after an item)',
      querystring: HistoryQuery,
      response: { 200: z.array(HistoryItem), ...errors },
    },
    handler: async (request, reply) => {
      const scope = ownRecords(app.deps, requireContext(request));
      return sendJsonText(reply as FastifyReply, await historyPageJson(scope, app.deps.catalog.history, request.query));
    },
  });
}
