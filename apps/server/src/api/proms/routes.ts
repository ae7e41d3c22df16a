import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PromId, PromListItem, PromSuggestionView, PromView } from '@symptoms/domain';
import { can, own } from '../../platform/access';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { requireContext } from '../../platform/context';
import { authoringRoutes } from './authoring-routes';
import { getAnyProm, getMyGroupProm, listMyGroupProms, mySuggestedProms, myPromSuggestions } from './service';

const ById = z.object({ id: PromId });

/** PROMs (spec 1 §7): the patient's groups' questionnaires, one questionnaire, and suggestions. */
export async function promRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/group/proms',
    config: { access: own('promreports', 'write'), probe: { status: 200 } },
    schema: {
      tags: ['proms'],
      summary: 'The PROMs of every group where the caller is a patient (without questions), each with those groups',
      response: { 200: z.array(PromListItem), ...errors },
    },
    handler: (request) => listMyGroupProms(app.deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/group/proms/:id',
    config: { access: own('promreports', 'write'), probe: { params: () => ({ id: 'phq9' }), status: 200 } },
    schema: {
      tags: ['proms'],
      summary: 'One PROM of the caller’s groups, whole, in the X-LanguageId language (else Swedish, else English)',
      params: ById,
      response: { 200: PromView, ...errors },
    },
    handler: (request) => getMyGroupProm(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/proms/:id',
    config: { access: can('proms', 'read', 'anyone'), probe: { params: () => ({ id: 'phq9' }), status: 200 } },
    schema: {
      tags: ['proms'],
      summary: 'Any PROM, whole, in the X-LanguageId language (else Swedish, else English)',
      params: ById,
      response: { 200: PromView, ...errors },
    },
    handler: (request) => getAnyProm(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'GET',
    url: '/my/proms/suggested',
    config: { access: own('statusreports', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['proms'],
      summary: 'The PROMs suggested by the caller’s latest status report (30 days, not hidden), heaviest first',
      response: { 200: z.array(PromListItem), ...errors },
    },
    handler: (request) => mySuggestedProms(app.deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/proms/suggestions',
    config: { access: own('statusreports', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['proms'],
      summary: 'The suggestions themselves (PromId, StatusReportId, Weight) of the latest status report',
      response: { 200: z.array(PromSuggestionView), ...errors },
    },
    handler: (request) => myPromSuggestions(app.deps, requireContext(request)),
  });
  await authoringRoutes(app);
}
