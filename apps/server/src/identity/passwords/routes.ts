import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MailSent, PasswordChange, PasswordReset, PasswordResetCheck, PasswordResetRequest } from '@symptoms/domain';
import { own, PUBLIC } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { perAddressLimit } from '../../platform/rate-limit';
import { changePassword, checkResetCode, requestPasswordReset, resetPassword } from './service';

const Token = z.object({ token: z.string().min(1).max(128) });
const errors = { 400: ErrorBody, 429: ErrorBody };

/** Reset by a mailed link, and change with the old password (spec 2 §2, §7). */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perAddressLimit(deps.config);
  r.route({
    method: 'POST',
    url: '/users/password/reset',
    config: { access: PUBLIC, rateLimit, probe: { body: () => ({ Email: 'nobody@example.com' }), status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'Mail a reset link; the same answer, as fast, whether or not the address has an account',
      body: PasswordResetRequest,
      response: { 200: MailSent, ...errors },
    },
    handler: (request) => requestPasswordReset(deps, request.body.Email),
  });
  r.route({
    method: 'POST',
    url: '/users/password/reset/:token/verify',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ token: 'no-such-code' }), status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Whether a reset link is good (4123 if not), and whether the account will ask for its second factor',
      params: Token,
      response: { 200: PasswordResetCheck, ...errors },
    },
    handler: (request) => checkResetCode(deps, request.params.token),
  });
  r.route({
    method: 'POST',
    url: '/users/password/reset/:token',
    config: {
      access: PUBLIC,
      rateLimit,
      probe: {
        params: () => ({ token: 'no-such-code' }),
        body: () => ({ NewPassword: 'a long enough passphrase for probes' }),
        status: 400,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Set a new password from a reset link (with the two-factor code when the account has it); every session ends',
      params: Token,
      body: PasswordReset,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await resetPassword(deps, request.params.token, request.body, request.language);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/password',
    config: {
      access: own('account', 'write'),
      // Every caller changes to the password it has, so the walk can go on with it.
      probe: { body: (f) => ({ OldPassword: f.password, NewPassword: f.password }), status: 204 },
    },
    schema: {
      tags: ['identity'],
      summary: 'Change the password with the old one (4122: wrong, 4120: too weak); the other sessions end',
      body: PasswordChange,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await changePassword(deps, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  });
}
