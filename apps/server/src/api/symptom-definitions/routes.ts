import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SymptomDefinition, SymptomDefinitionCreate, SystemSymptomDefinitionsUpdate } from '@symptoms/domain';
import { can, canDo, own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import {
  SYSTEM_DEFINITIONS_WRITE,
  createMyDefinition,
  deleteMyDefinition,
  listMyDefinitions,
  listSystemDefinitions,
  updateSystemDefinitions,
} from './service';

const tags = ['symptom-definitions'];

/** Symptom definitions: the patient's own names (spec 1 §7) and the standard-terminology list (spec 3 §7). */
export async function symptomDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/symptom-definitions',
    config: { access: own('symptom-definitions', 'read'), probe: { status: 200 } },
    schema: { tags, summary: 'The patient’s own symptom definitions', response: { 200: z.array(SymptomDefinition), ...errors } },
    handler: (request) => listMyDefinitions(app.deps, requireContext(request)),
  });
  r.route({
    method: 'POST',
    url: '/my/symptom-definitions',
    config: { access: own('symptom-definitions', 'write'), probe: { body: (f) => ({ Name: `Stelhet ${f.unique()}` }), status: 201 } },
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
    config: {
      access: own('symptom-definitions', 'write'),
      probe: { needs: ['symptomDefinition'], params: (f) => ({ id: f('symptomDefinition').Id }), status: 204 },
    },
    schema: { tags, summary: 'Remove one of the patient’s definitions', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteMyDefinition(app.deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'GET',
    url: '/system/symptom-definitions',
    config: { access: can('env', 'read', 'anyone'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'Standard-terminology definitions in the caller’s language',
      response: { 200: z.array(SymptomDefinition), ...errors },
    },
    handler: (request) => listSystemDefinitions(app.deps, requireContext(request)),
  });
  r.route({
    method: 'PUT',
    url: '/system/symptom-definitions',
    // The standard list is the service's own setting (its system admins'), not a patient's data.
    config: { access: canDo(SYSTEM_DEFINITIONS_WRITE), probe: { body: () => [], status: 200 } },
    schema: {
      tags,
      summary:
        'Rename, reorder and add standard definitions (Name at most 60, unique in any letter case) in the caller’s language; the service’s administrators only (4163)',
      body: SystemSymptomDefinitionsUpdate,
      response: { 200: z.array(SymptomDefinition), ...errors },
    },
    handler: (request) => updateSystemDefinitions(app.deps, requireContext(request), request.body),
  });
}
