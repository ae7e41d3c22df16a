import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConsentState, Contract, ErrorBody, GroupConsentSubmission, LanguageIdSchema, Uuid } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { answerContracts, consentTo, myContracts, unconsentedContracts, withdrawConsent } from './service';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Id = z.object({ id: Uuid });
const Lang = z.object({ lang: LanguageIdSchema });
const NO_SUCH_CONTRACT = '00000000-0000-4000-8000-000000000000';

/**
 * A user's contracts and consents (spec 2 §2 tos, contract, consents; §7). These answer while the
 * session still owes its required answers (the token's `consent` state), as they are how it pays them.
 */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = own('consents', 'read');
  const write = own('consents', 'write');
  const contracts = z.array(Contract);
  r.route({
    method: 'GET',
    url: '/my/group/contracts',
    config: { access: read, probe: { status: 200 } },
    schema: {
      tags: ['consents'],
      summary: 'The user’s contracts with their answers, in the request’s language',
      response: { 200: contracts },
    },
    handler: (request) => myContracts(deps, requireContext(request), request.language),
  });
  r.route({
    method: 'GET',
    url: '/my/group/contracts/:lang',
    config: { access: read, probe: { params: () => ({ lang: 'en' }), status: 200 } },
    schema: {
      tags: ['consents'],
      summary: 'The user’s contracts with their answers',
      params: Lang,
      response: { 200: contracts, ...errors },
    },
    handler: (request) => myContracts(deps, requireContext(request), request.params.lang),
  });
  r.route({
    method: 'GET',
    url: '/my/group/contracts/unconsented/:lang',
    config: { access: read, probe: { params: () => ({ lang: 'sv' }), status: 200 } },
    schema: {
      tags: ['consents'],
      summary: 'The contracts still to answer (the terms screen)',
      params: Lang,
      response: { 200: contracts, ...errors },
    },
    handler: (request) => unconsentedContracts(deps, requireContext(request), request.params.lang),
  });
  r.route({
    method: 'POST',
    url: '/my/group/contracts/consents',
    config: {
      access: write,
      probe: { body: () => ({ ConsentedContracts: [{ ContractLanguageVersionId: NO_SUCH_CONTRACT, Consented: true }] }), status: 404 },
    },
    schema: {
      tags: ['consents'],
      summary: 'Answer contracts (every Required one approved); answers what is still owed',
      body: GroupConsentSubmission,
      response: { 200: ConsentState, ...errors },
    },
    handler: (request) => answerContracts(deps, requireContext(request), request.body.ConsentedContracts),
  });
  r.route({
    method: 'POST',
    url: '/my/group/contracts/:id/consent',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_CONTRACT }), status: 404 } },
    schema: { tags: ['consents'], summary: 'Approve one contract', params: Id, response: { 200: ConsentState, ...errors } },
    handler: (request) => consentTo(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/group/contracts/:id/withdraw',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_CONTRACT }), body: () => false, status: 404 } },
    schema: {
      tags: ['consents'],
      summary: 'Withdraw an approval; the boolean body asks for the account to be anonymised',
      params: Id,
      body: z.boolean(),
      response: { 200: ConsentState, ...errors },
    },
    handler: (request) => withdrawConsent(deps, requireContext(request), request.params.id, request.body),
  });
}
