import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, LoginTokenResponse, TokenRequest } from '@symptoms/domain';
import { PUBLIC } from '../../platform/access';
import { perAddressLimit } from '../../platform/rate-limit';
import { bankIdGrant } from '../bankid/grant';
import { keycloakGrant } from '../sso/grant';
import { passwordGrant, refreshGrant } from './service';

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/token',
    config: {
      access: PUBLIC,
      // A login nobody can make: public, and refused like any wrong password.
      probe: {
        form: true,
        body: () => ({ grant_type: 'password', username: 'nobody@example.com', password: 'Not-the-password-1' }),
        status: 400,
      },
      rateLimit: perAddressLimit(deps.config),
    },
    schema: {
      tags: ['identity'],
      summary: 'Log in with a password, a completed BankID order or an SSO token, or rotate a refresh token (form-encoded)',
      consumes: ['application/x-www-form-urlencoded'],
      body: TokenRequest,
      response: { 200: LoginTokenResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
    },
    handler: async (request) => {
      const body = request.body;
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      if (body.grant_type === 'password') return passwordGrant(deps, body, client);
      if (body.grant_type === 'bankid') return bankIdGrant(deps, body, client);
      if (body.grant_type === 'keycloak') return keycloakGrant(deps, body, client);
      return refreshGrant(deps, body, client);
    },
  });

  app.route({
    method: 'GET',
    url: '/.well-known/jwks.json',
    config: { access: PUBLIC, probe: { status: 200 } },
    schema: { tags: ['identity'], summary: 'Public keys that verify access tokens' },
    handler: async () => deps.signer.jwks(),
  });
}
