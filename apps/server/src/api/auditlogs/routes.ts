import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_LOG_PAGE, AUDIT_LOG_PAGE_MAX, MyAuditLog, Uuid } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { myAuditLogExtract } from './extract';
import { getMyAuditLog, listMyAuditLogs } from './service';

const tags = ['auditlogs'];
const Page = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(AUDIT_LOG_PAGE),
});
const After = z.object({ after: Uuid.optional() });

/** The patient's own audit log (spec 2 §7): every change and every read by someone else, newest first. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const others of [false, true]) {
    const base = others ? '/my/auditlogs/others' : '/my/auditlogs';
    const what = others ? 'The entries of others’ actions (not the patient’s own)' : 'All entries';
    for (const url of [base, `${base}/:start/:count`]) {
      r.route({
        method: 'GET',
        url,
        config: {
          access: own('auditlogs', 'read'),
          probe: { ...(url === base ? {} : { params: () => ({ start: '0', count: '20' }) }), status: 200 },
        },
        schema: {
          tags,
          summary: `${what}, newest first, from entry start (0) or right after the entry ?after=id, count of them (20, at most ${AUDIT_LOG_PAGE_MAX})`,
          params: url === base ? z.object({}) : Page,
          querystring: After,
          response: { 200: z.array(MyAuditLog), ...errors },
        },
        handler: (request) => {
          const page = Page.parse(request.params);
          return listMyAuditLogs(deps, requireContext(request), { ...page, others, after: request.query.after });
        },
      });
    }
  }
  r.route({
    method: 'GET',
    url: '/my/auditlogs/extract',
    config: { access: own('auditlogs', 'read'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The whole log as a CSV file in the caller’s language (a log extract: who read or changed what, and when)',
    },
    handler: (request, reply) => {
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
      const { fileName, stream } = myAuditLogExtract(deps, requireContext(request), today);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  });
  r.route({
    method: 'GET',
    url: '/my/auditlogs/:id',
    config: { access: own('auditlogs', 'read'), probe: { needs: ['auditLog'], params: (f) => ({ id: f('auditLog').Id }), status: 200 } },
    schema: { tags, summary: 'One entry of the patient’s log', params: ById, response: { 200: MyAuditLog, ...errors } },
    handler: (request) => getMyAuditLog(deps, requireContext(request), request.params.id),
  });
}
