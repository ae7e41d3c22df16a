import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Session, Uuid } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { endMySession, listMySessions } from './service';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/sessions',
    config: { access: own('sessions', 'read'), probe: { status: 200 } },
    schema: { tags: ['identity'], summary: "The caller's sessions", response: { 200: z.array(Session) } },
    handler: (request) => listMySessions(app.deps, requireContext(request)),
  });
  r.route({
    method: 'DELETE',
    url: '/sessions/:id',
    config: { access: own('sessions', 'write'), probe: { needs: ['session'], params: (f) => ({ id: f('session').Id }), status: 204 } },
    schema: {
      tags: ['identity'],
      summary: 'End one of the caller’s sessions',
      params: z.object({ id: Uuid }),
      response: { 204: z.null(), 404: ErrorBody },
    },
    handler: async (request, reply) => {
      await endMySession(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
