import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxMail } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { EMAILS_READ, listOutbox } from './service';

/** The e-mail outbox (spec 3 §2 admin/emails): what the app sends, whether it went, how often it was tried; never a working link. */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/admin/emails',
    config: { access: canDo(EMAILS_READ), probe: { status: 200 } },
    schema: {
      tags: ['emails'],
      summary: 'The outbox, newest 200: recipient, subject, status, attempts, last error, and the text with each link or code as a note',
      response: { 200: z.array(OutboxMail), ...errors },
    },
    handler: (request) => listOutbox(app.deps, requireContext(request)),
  });
}
