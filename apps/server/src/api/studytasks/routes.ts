import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NextStudyTask, PatientStudyTask } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { listMyStudyTasks, nextStudyTask } from './service';

/** The participant's study tasks (spec 1 §7: `my/study-tasks`, `my/study-tasks/next`). */
export async function studyTaskRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/study-tasks',
    config: { access: own('studytasks', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['studytasks'],
      summary: 'The caller’s tasks of every published study they take part in, by group, days after inclusion and priority',
      response: { 200: z.array(PatientStudyTask), ...errors },
    },
    handler: (request) => listMyStudyTasks(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/study-tasks/next',
    config: { access: own('studytasks', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['studytasks'],
      summary: 'The next due automatic task (where the app goes after a save), or Task null',
      response: { 200: NextStudyTask, ...errors },
    },
    handler: async (request) => ({ Task: await nextStudyTask(deps, requireContext(request)) }),
  });
}
