import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PasswordConfirmation, TwoFactorCode, TwoFactorSetup } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { disableTwoFactor, proveTwoFactor, setUpTwoFactor } from './service';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Two-factor with an authenticator app (spec 2 §4): set up or renew, prove a code, turn off. */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'POST',
    url: '/my/user/2fa/setup',
    config: { access: own('account', 'write'), probe: { status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'A new authenticator secret (QR image and manual code) and backup codes, active once a code confirms them',
      response: { 200: TwoFactorSetup, ...errors },
    },
    handler: (request) => setUpTwoFactor(deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/my/user/2fa',
    config: { access: own('account', 'write'), alsoIn: ['twofactor'], probe: { body: () => ({ Code: '000000' }), status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'A code (or backup code) for this session: confirms a setup, or gives the login its second factor (4121: not valid)',
      body: TwoFactorCode,
      response: { 204: z.null(), 401: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await proveTwoFactor(deps, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/2fa/disable',
    config: { access: own('account', 'write'), probe: { body: (f) => ({ Password: f.password }), status: 204 } },
    schema: {
      tags: ['identity'],
      summary: 'Turn two-factor off, with the password',
      body: PasswordConfirmation,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await disableTwoFactor(deps, requireContext(request), request.body.Password);
      return reply.status(204).send(null);
    },
  });
}
