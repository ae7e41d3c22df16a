import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Contract,
  ErrorBody,
  InviteEmailAnswer,
  LanguageIdSchema,
  InviteEmailCheck,
  InviteValidity,
  MailSent,
  Registration,
  UsernameCheck,
} from '@symptoms/domain';
import { PUBLIC } from '../../platform/access';
import { perAddressLimit } from '../../platform/rate-limit';
import { inviteContracts, inviteEmailMatches, inviteValidity, register, verifyEmail } from './service';

const Key = z.object({ key: z.string().min(1).max(128) });
const errors = { 400: ErrorBody, 429: ErrorBody };
const newcomer = () => ({
  FirstName: 'Probe',
  LastName: 'Person',
  Email: 'probe@example.com',
  Personnummer: '19121212-1212',
  PhoneNumber: null,
  LanguageId: 'sv',
  Password: 'a long enough passphrase for probes',
});

/** Registration by invite and the confirmation of an address (spec 2 §2, §7). All public, limited per address. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = perAddressLimit(deps.config);
  r.route({
    method: 'GET',
    url: '/invites/:key/valid',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ key: 'no-such-invite' }), status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'Whether an invite link can be used, and for which group',
      params: Key,
      response: { 200: InviteValidity, ...errors },
    },
    handler: (request) => inviteValidity(deps, request.params.key),
  });
  r.route({
    method: 'GET',
    url: '/invites/:key/contracts/:lang',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ key: 'no-such-invite', lang: 'sv' }), status: 404 } },
    schema: {
      tags: ['identity'],
      summary:
        'The terms and contracts registering with the invite will ask, in the language, to read before registering; 404 for an invite that cannot be used',
      params: Key.extend({ lang: LanguageIdSchema }),
      response: { 200: z.array(Contract), 404: ErrorBody, ...errors },
    },
    handler: (request) => inviteContracts(deps, request.params.key, request.params.lang),
  });
  r.route({
    method: 'POST',
    url: '/invites/:key/valid-email',
    config: {
      access: PUBLIC,
      rateLimit,
      probe: { params: () => ({ key: 'no-such-invite' }), body: () => ({ Email: 'probe@example.com' }), status: 200 },
    },
    schema: {
      tags: ['identity'],
      summary: 'Whether an address is the one the invite was sent to',
      params: Key,
      body: InviteEmailCheck,
      response: { 200: InviteEmailAnswer, ...errors },
    },
    handler: (request) => inviteEmailMatches(deps, request.params.key, request.body.Email),
  });
  r.route({
    method: 'POST',
    url: '/users/invite/:key',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ key: 'no-such-invite' }), body: newcomer, status: 400 } },
    schema: {
      tags: ['identity'],
      summary:
        'Register with an invite; the answer is the same whether or not the person already has an account (4123: the invite is used or expired)',
      params: Key,
      body: Registration,
      response: { 200: MailSent, ...errors },
    },
    handler: (request) => register(deps, request.params.key, request.body, request.language),
  });
  r.route({
    method: 'GET',
    url: '/users/check/username/:name',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ name: 'probe@example.com' }), status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'Whether a login name can be registered: its form only, never whether an account has it (decisions: Accounts)',
      params: z.object({ name: z.string().max(254) }),
      response: { 200: UsernameCheck, ...errors },
    },
    handler: (request) => ({ Available: z.email().safeParse(request.params.name).success }),
  });
  r.route({
    method: 'POST',
    url: '/verify-email/:token',
    config: { access: PUBLIC, rateLimit, probe: { params: () => ({ token: 'no-such-code' }), status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Confirm an e-mail address from its link (4123: unknown, used or expired)',
      params: z.object({ token: z.string().min(1).max(128) }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await verifyEmail(deps, request.params.token);
      return reply.status(204).send(null);
    },
  });
}
