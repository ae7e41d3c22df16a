import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, HistoryItem, HistoryQuery } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext, requirePatientId } from '../../platform/context';
import { historySerializer, listHistory } from '../../platform/history-sources';
import { serializerCompiler } from '../../platform/serialization';
import { HISTORY_SOURCES } from '../history-sources';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writeHistory = historySerializer(HISTORY_SOURCES);
  r.route({
    method: 'GET',
    url: '/my/historyitems',
    config: { access: PATIENT },
    schema: {
      tags: ['history'],
      summary: 'Notes, symptom reports and PROM reports in one list, newest first, paged (page from 0)',
      querystring: HistoryQuery,
      response: { 200: z.array(HistoryItem), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    // Each item by its own source's schema (HistoryItem's Item is any object).
    serializerCompiler: (route) =>
      route.httpStatus === '200'
        ? (writeHistory as (data: unknown) => string)
        : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]),
    handler: (request) => listHistory(app.deps.db, HISTORY_SOURCES, requirePatientId(requireContext(request)), request.query),
  });
}
