import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, HistoryItem, HistoryQuery } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext, requirePatientId } from '../../platform/context';
import { listHistory } from '../../platform/history-sources';
import { HISTORY_SOURCES } from '../history-sources';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
    handler: (request) => listHistory(app.deps.db, HISTORY_SOURCES, requirePatientId(requireContext(request)), request.query),
  });
}
