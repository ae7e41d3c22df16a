import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAuthToken, OAuthTokenInput } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { createToken, deleteToken, listTokens, renewToken, OAUTH_TOKENS_READ, OAUTH_TOKENS_WRITE } from './service';

const tags = ['oauthtokens'];
/** A token of the owner's group (its fixture): only callers acting in that group find it. */
const ofTheGroup = { needs: ['oauthToken'], params: (f: Fixtures) => ({ id: f('oauthToken').Id }), unit: 'activeGroup' } as const;

/** OAuth tokens (spec 3 §7, identity service): tokens for the active group's applications, which its developers manage. */
export async function oauthTokenRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = canDo(OAUTH_TOKENS_WRITE);
  r.route({
    method: 'GET',
    url: '/my/group/oauthtokens',
    config: { access: canDo(OAUTH_TOKENS_READ), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The active group’s tokens (their secrets are never shown again)',
      response: { 200: z.array(OAuthToken), ...errors },
    },
    handler: (request) => listTokens(deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/my/group/oauthtokens',
    config: {
      access: write,
      probe: { needs: ['application'], body: (f) => ({ ApplicationId: f('application').Id }), unit: 'activeGroup', status: 201 },
    },
    schema: {
      tags,
      summary: 'Make a token for one of the group’s applications; its Secret is in this answer only',
      body: OAuthTokenInput,
      response: { 201: OAuthToken, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createToken(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/group/oauthtokens/:id',
    config: { access: write, probe: { ...ofTheGroup, body: () => ({}), status: 200 } },
    schema: {
      tags,
      summary: 'Renew a token’s secret (the old one stops working); the new Secret is in this answer only',
      params: ById,
      body: z.object({}).optional(),
      response: { 200: OAuthToken, ...errors },
    },
    handler: (request) => renewToken(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'DELETE',
    url: '/my/group/oauthtokens/:id',
    config: { access: write, probe: { ...ofTheGroup, status: 204 } },
    schema: { tags, summary: 'Revoke a token', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteToken(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
