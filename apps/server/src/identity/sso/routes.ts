import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConnectIdentityRequest, ErrorBody } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { connectIdentity } from './connect';

export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/my/user/connect',
    // The matrix runs without single sign-on: a request it refuses before anything is looked up.
    config: { access: own('account', 'write'), probe: { body: () => ({ Password: 'x' }), status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Link a single sign-on identity (its token) to the signed-in account',
      body: ConnectIdentityRequest,
      response: { 204: z.null(), 400: ErrorBody, 409: ErrorBody, 503: ErrorBody },
    },
    handler: async (request, reply) => {
      await connectIdentity(app.deps, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  });
}
