import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Symptom, SymptomUpdate } from '@symptoms/domain';
import { own } from '../../platform/access';
import type { Fixtures } from '../../platform/probe';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { closeMySymptom, deleteMySymptom, getMySymptom, listMySymptoms, updateMySymptom } from './service';

const tags = ['symptoms'];
const byId = (name: string) => ({ needs: [name], params: (f: Fixtures) => ({ id: f(name).Id }) });

/** The patient's own symptoms (spec 1 §7): created by symptom reports, renamed, ended, deleted into the trash. */
export async function symptomRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/symptoms',
    config: { access: own('symptoms', 'read'), probe: { status: 200 } },
    schema: { tags, summary: 'The patient’s symptoms with their reports, open first', response: { 200: z.array(Symptom), ...errors } },
    handler: (request) => listMySymptoms(app.deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/symptoms/:id',
    config: { access: own('symptoms', 'read'), probe: { ...byId('symptom'), status: 200 } },
    schema: { tags, summary: 'One symptom with its reports', params: ById, response: { 200: Symptom, ...errors } },
    handler: (request) => getMySymptom(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'PUT',
    url: '/my/symptoms/:id',
    config: {
      access: own('symptoms', 'write'),
      probe: {
        ...byId('symptom'),
        body: (f) => ({ Name: 'Huvudvärk, ändrad', Description: null, Version: f('symptom').Version }),
        status: 200,
      },
    },
    schema: {
      tags,
      summary: 'Rename or describe a symptom (unique name in any case; stale Version: 409/4003)',
      params: ById,
      body: SymptomUpdate,
      response: { 200: Symptom, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMySymptom(app.deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/my/symptoms/:id/close',
    config: { access: own('symptoms', 'write'), probe: { ...byId('symptom'), status: 200 } },
    schema: {
      tags,
      summary: 'End a symptom (already ended: 409/4108)',
      params: ById,
      response: { 200: Symptom, 409: ErrorBody, ...errors },
    },
    handler: (request) => closeMySymptom(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/symptoms/:id/delete',
    config: { access: own('symptoms', 'write'), probe: { ...byId('endedSymptom'), status: 204 } },
    schema: {
      tags,
      summary: 'Delete an ended symptom into the trash (still open: 409/4109); restore and purge go through my/trash',
      params: ById,
      response: { 204: z.null(), 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      await deleteMySymptom(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
