import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, StudySchemaUpdate, StudySchemaView } from '@symptoms/domain';
import { can } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { getStudySchema, publishStudySchema, saveStudySchema } from './service';

/** The study schema of the active group (spec 3 §2 study-schema, §7 `my/group/study-tasks`): staff read, edit and publish it. */
export async function studySchemaRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/group/study-tasks',
    config: { access: can('study-schema', 'read', 'group'), probe: { status: 200 } },
    schema: {
      tags: ['study-schema'],
      summary: 'The active group’s study schema: its tasks sorted by days after inclusion and priority, with their reminders',
      response: { 200: StudySchemaView, ...errors },
    },
    handler: (request) => getStudySchema(deps, requireContext(request)),
  });
  r.route({
    method: 'PUT',
    url: '/my/group/study-tasks',
    config: { access: can('study-schema', 'write', 'group'), probe: { body: () => ({ Version: 0, Tasks: [] }), status: 200 } },
    schema: {
      tags: ['study-schema'],
      summary: 'Saves the whole task list (tasks without Id are added, those left out removed); a stale Version → 409/4003',
      body: StudySchemaUpdate,
      response: { 200: StudySchemaView, ...errors, 409: ErrorBody },
    },
    handler: (request) => saveStudySchema(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'POST',
    url: '/my/group/study-tasks/publish',
    config: { access: can('study-schema', 'write', 'group'), probe: { body: () => ({ Published: false }), status: 200 } },
    schema: {
      tags: ['study-schema'],
      summary: 'Publishes the schema to the group’s participants, or withdraws it',
      body: z.object({ Published: z.boolean() }),
      response: { 200: StudySchemaView, ...errors },
    },
    handler: (request) => publishStudySchema(deps, requireContext(request), request.body.Published),
  });
}
