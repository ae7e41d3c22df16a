import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PromReportCreate, PromRequestId, PromRequestView, PromView, type LanguageId } from '@symptoms/domain';
import { perAddressLimit } from '../../platform/rate-limit';
import { own, PUBLIC } from '../../platform/access';
import type { Fixtures } from '../../platform/probe';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { requireContext } from '../../platform/context';
import { linkCaller } from './caller';
import { fillPromRequest, getPublicPromRequest, getPublicRequestProm, listMyPromRequests } from './service';

const ById = z.object({ id: PromRequestId });
const byLink = { needs: ['promRequest'], params: (f: Fixtures) => ({ id: f('promRequest').Id }) };

/** The language the caller asked for with X-LanguageId, or null (then the request's own language). */
function askedLanguage(request: FastifyRequest): LanguageId | null {
  return request.headers['x-languageid'] ? request.language : null;
}

/** PROM requests (spec 1 §7): the patient's list, and the public link routes (no login; the id is the secret). */
export async function promRequestRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The public routes are limited per IP like the token endpoint, so ids cannot be guessed by volume.
  const rateLimit = perAddressLimit(deps.config);
  r.route({
    method: 'GET',
    url: '/my/promrequests',
    config: { access: own('promrequests', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['promrequests'],
      summary: 'The caller’s open PROM requests (not filled, not expired), oldest first',
      response: { 200: z.array(PromRequestView), ...errors },
    },
    handler: (request) => listMyPromRequests(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/promrequests/:id',
    config: { access: PUBLIC, rateLimit, probe: { ...byLink, status: 200 } },
    schema: {
      tags: ['promrequests'],
      summary: 'Public: a request by its link id (PatientId left out); ReportDate and ExpiresDate tell whether it is open',
      params: ById,
      response: { 200: PromRequestView, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
    handler: (request) => getPublicPromRequest(deps, request.params.id, request.language),
  });
  r.route({
    method: 'GET',
    url: '/promrequests/:id/prom',
    config: { access: PUBLIC, rateLimit, probe: { ...byLink, status: 200 } },
    schema: {
      tags: ['promrequests'],
      summary: 'Public: the PROM of an open request (filled → 409/4108, expired or unknown → 404)',
      params: ById,
      response: { 200: PromView, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: (request) => getPublicRequestProm(deps, request.params.id, request.language, askedLanguage(request)),
  });
  r.route({
    method: 'POST',
    url: '/promrequests/fill/:id',
    config: {
      access: PUBLIC,
      rateLimit,
      probe: { ...byLink, body: (f) => ({ PromId: f('promRequest').PromId, Answers: f('promRequest').Answers }), status: 201 },
    },
    schema: {
      tags: ['promrequests'],
      summary:
        'Public: answer the request once with a complete report of its PROM (second time → 409/4108); a staff session is refused (403/4139), the patient’s own is recorded as the patient',
      params: ById,
      body: PromReportCreate,
      response: { 201: PromRequestView, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      const caller = await linkCaller(deps, request);
      reply.status(201);
      return fillPromRequest(deps, request.params.id, request.body, request.language, caller);
    },
  });
}
