import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Session, Uuid } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { endMyOtherSessions, endMySession, listMySessions } from './service';

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
    config: {
      access: own('sessions', 'write'),
      // Logging out works before the second factor and while deactivated.
      alsoIn: ['twofactor', 'deactivated'],
      probe: { needs: ['session'], params: (f) => ({ id: f('session').Id }), status: 204 },
    },
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
  r.route({
    method: 'DELETE',
    url: '/sessions/:id/clear',
    config: {
      access: own('sessions', 'write'),
      // The matrix knows another of the owner's sessions, not the one it calls with: that answers 404 (sessions.test.ts has the rest).
      probe: { needs: ['session'], params: (f) => ({ id: f('session').Id }), status: 404 },
    },
    schema: {
      tags: ['identity'],
      summary: 'Log out every other device: ends all the caller’s sessions but this one (the id must be the current session)',
      params: z.object({ id: Uuid }),
      response: { 200: z.object({ Ended: z.number().int() }), 404: ErrorBody },
    },
    handler: async (request) => {
      const ctx = requireContext(request);
      return { Ended: await endMyOtherSessions(app.deps, ctx, request.params.id) };
    },
  });
}
