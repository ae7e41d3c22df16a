import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Activation, AnonymizeOptions, EmailChange, ErrorBody, MailSent, PasswordConfirmation } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { activate, anonymize, changeEmail, createMissingPatient, deactivate, removeAccount, startOver } from './service';
import { exportMyData } from './export';

const errors = { 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const wrongPassword = (f: Fixtures) => ({ Password: f.wrongPassword });
const noContent = { 204: z.null(), ...errors };

/**
 * The account's life (spec 2 §2, §4, §7). Routes that end the account are probed with a wrong
 * password, so the access matrix walks them without ending its callers.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'PUT',
    url: '/my/user/email',
    config: {
      access: own('account', 'write'),
      probe: { body: (f) => ({ Email: `probe-${f.unique()}@example.com`, Password: f.password }), status: 200 },
    },
    schema: {
      tags: ['identity'],
      summary: 'A new login address, with the password: it takes effect when the link mailed to it is followed',
      body: EmailChange,
      response: { 200: MailSent, ...errors },
    },
    handler: (request) => changeEmail(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'POST',
    url: '/my/user/deactivate',
    config: { access: own('account', 'write'), probe: { body: wrongPassword, status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Deactivate the account with the password; an activation code is mailed',
      body: PasswordConfirmation,
      response: noContent,
    },
    handler: async (request, reply) => {
      await deactivate(deps, requireContext(request), request.body.Password);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/activate',
    config: {
      access: own('account', 'write'),
      alsoIn: ['deactivated'],
      probe: { body: (f) => ({ ...wrongPassword(f), Salt: 'NOTACODE' }), status: 400 },
    },
    schema: {
      tags: ['identity'],
      summary: 'Reactivate with the password and the mailed activation code (Salt)',
      body: Activation,
      response: noContent,
    },
    handler: async (request, reply) => {
      await activate(deps, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/new-patient',
    config: { access: own('account', 'write'), alsoIn: ['deactivated'], probe: { body: wrongPassword, status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Start over: the old patient data is erased, a new patient made, the account active again',
      body: PasswordConfirmation,
      response: noContent,
    },
    handler: async (request, reply) => {
      await startOver(deps, requireContext(request), request.body.Password);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/patient',
    config: { access: own('patient', 'write'), probe: { status: 409 } },
    schema: {
      tags: ['identity'],
      summary: 'A patient record for an account without one (after 1004); 4108 when it has one',
      response: noContent,
    },
    handler: async (request, reply) => {
      await createMissingPatient(deps, requireContext(request));
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/my/user/anonymize',
    config: {
      access: own('account', 'write'),
      probe: {
        body: (f) => ({
          ...wrongPassword(f),
          Reference: true,
          Anonymize: true,
          Age: true,
          Gender: true,
          AreaCode: false,
          City: false,
          Region: true,
        }),
        status: 400,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Close the account keeping the health data anonymised (or not: removal)',
      body: AnonymizeOptions,
      response: noContent,
    },
    handler: async (request, reply) => {
      await anonymize(deps, requireContext(request), request.body);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/my/user',
    config: { access: own('account', 'write'), probe: { body: wrongPassword, status: 400 } },
    schema: {
      tags: ['identity'],
      summary: 'Remove the account and all its data, with the password',
      body: PasswordConfirmation,
      response: noContent,
    },
    handler: async (request, reply) => {
      await removeAccount(deps, requireContext(request), request.body.Password);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'GET',
    url: '/my/user/data',
    config: { access: own('account', 'export'), probe: { status: 200 } },
    schema: { tags: ['identity'], summary: 'All of the person’s data as a zip of JSON files (GDPR Art. 15 and 20)' },
    handler: async (request, reply) => {
      const ctx = requireContext(request);
      const stream = await exportMyData(deps, ctx);
      const day = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="symptoms-${day}.zip"`)
        .send(stream);
    },
  });
}
