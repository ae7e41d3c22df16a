import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SymptomDefinition, SymptomDefinitionCreate } from '@symptoms/domain';
import { PATIENT, SIGNED_IN } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { createMyDefinition, deleteMyDefinition, listMyDefinitions, listSystemDefinitions } from './service';

const tags = ['symptom-definitions'];

/** Symptom definitions: the patient's own names (spec 1 §7) and the standard-terminology list (spec 3 §7). */
export async function symptomDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/symptom-definitions',
    config: { access: PATIENT },
    schema: { tags, summary: 'The patient’s own symptom definitions', response: { 200: z.array(SymptomDefinition), ...errors } },
    handler: (request) => listMyDefinitions(app.deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/my/symptom-definitions',
    config: { access: PATIENT },
    schema: {
      tags,
      summary: 'Add a definition (Name: required, at most 60, unique in any letter case)',
      body: SymptomDefinitionCreate,
      response: { 201: SymptomDefinition, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createMyDefinition(app.deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'DELETE',
    url: '/my/symptom-definitions/:id',
    config: { access: PATIENT },
    schema: { tags, summary: 'Remove one of the patient’s definitions', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteMyDefinition(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'GET',
    url: '/system/symptom-definitions',
    config: { access: SIGNED_IN },
    schema: {
      tags,
      summary: 'Standard-terminology definitions in the caller’s language',
      response: { 200: z.array(SymptomDefinition), ...errors },
    },
    handler: (request) => listSystemDefinitions(app.deps, requireContext(request)),
  });
}
