import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthoredPromListItem,
  AuthoredPromView,
  ErrorBody,
  LanguageIdSchema,
  PromId,
  PromMetaInput,
  PromVersionUpdate,
} from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  PROMS_WRITE,
  createPromMeta,
  createPromVersion,
  deleteProm,
  deletePromVersion,
  getAuthoredProm,
  listAuthoredProms,
  updatePromVersion,
} from './authoring';

const tags = ['proms'];
/** Researchers author their active group's PROMs, administrators those of the groups they administer. */
const access = canDo(PROMS_WRITE);
const ById = z.object({ id: PromId });
const ByLanguage = z.object({ id: PromId, lang: LanguageIdSchema });
/** The access matrix's callers each make a PROM of their own. */
/** A PROM the owner's group authored (its fixture): authors outside the group do not find it. */
const ofTheGroup = (name: string) => ({ needs: [name], unit: 'group' as const });

/** PROM authoring (spec 3 §7: proms, proms/{id}/versions). */
export async function authoringRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/proms',
    config: { access, probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The PROMs the caller authors (their group’s, or their organization’s), and the shipped ones to read and copy',
      response: { 200: z.array(AuthoredPromListItem), ...errors },
    },
    handler: (request) => listAuthoredProms(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/proms/:id/versions/:lang',
    config: { access, probe: { params: () => ({ id: 'phq9', lang: 'sv' }), status: 200 } },
    schema: {
      tags,
      summary: 'A PROM for the editor: its metadata and its version in exactly this language (null when there is none)',
      params: ByLanguage,
      response: { 200: AuthoredPromView, ...errors },
    },
    handler: (request) => getAuthoredProm(deps, requireContext(request), request.params.id, request.params.lang),
  });
  r.route({
    method: 'POST',
    url: '/proms',
    config: {
      access,
      probe: { body: (f) => ({ Id: `matrix-${f.unique()}`, About: '', OriginalName: 'Matris' }), status: 201 },
    },
    schema: {
      tags,
      summary: 'Saves a new PROM’s metadata, offered in the caller’s active group; an existing id answers 409/4003',
      body: PromMetaInput,
      response: { 201: AuthoredPromView, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createPromMeta(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'POST',
    url: '/proms/:id/versions',
    config: {
      access,
      probe: {
        ...ofTheGroup('authoredProm'),
        params: (f) => ({ id: f('authoredProm').Id }),
        body: (f) => ({ Prom: f('authoredProm').En }),
        status: 201,
      },
    },
    schema: {
      tags,
      summary: 'Saves a new language version (the Prom whole, its Language the version’s); one that exists answers 409/4003',
      params: ById,
      body: z.object({ Prom: z.unknown() }),
      response: { 201: AuthoredPromView, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createPromVersion(deps, requireContext(request), request.params.id, request.body.Prom)),
  });
  r.route({
    method: 'PUT',
    url: '/proms/:id/versions/:lang',
    config: {
      access,
      probe: {
        ...ofTheGroup('authoredProm'),
        params: (f) => ({ id: f('authoredProm').Id, lang: 'sv' }),
        body: (f) => ({ Prom: f('authoredProm').Sv, Version: f('authoredProm').Version }),
        status: 200,
      },
    },
    schema: {
      tags,
      summary: 'Changes a language version loaded at Version (stale: 409/4003)',
      params: ByLanguage,
      body: PromVersionUpdate,
      response: { 200: AuthoredPromView, 409: ErrorBody, ...errors },
    },
    handler: (request) =>
      updatePromVersion(deps, requireContext(request), request.params.id, request.params.lang, request.body.Prom, request.body.Version),
  });
  r.route({
    method: 'DELETE',
    url: '/proms/:id/:lang',
    config: { access, probe: { ...ofTheGroup('bilingualProm'), params: (f) => ({ id: f('bilingualProm').Id, lang: 'en' }), status: 204 } },
    schema: {
      tags,
      summary: 'Removes one language version (the last one stays: 409/4182)',
      params: ByLanguage,
      response: { 204: z.null(), 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await deletePromVersion(deps, requireContext(request), request.params.id, request.params.lang);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/proms/:id',
    config: { access, probe: { ...ofTheGroup('authoredProm'), params: (f) => ({ id: f('authoredProm').Id }), status: 204 } },
    schema: {
      tags,
      summary: 'Removes a PROM nobody has answered or been sent (else 409/4180)',
      params: ById,
      response: { 204: z.null(), 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await deleteProm(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
