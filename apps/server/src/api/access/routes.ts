import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MyAccess } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { myAccess } from './service';

/** Who sees the patient's data (the patient's own overview). */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/my/access',
    config: { access: own('patient', 'read'), probe: { status: 200 } },
    schema: {
      tags: ['access'],
      summary: 'Who sees the caller’s data, what of it and why: each group by the contracts approved, each accepted share',
      response: { 200: MyAccess, ...errors },
    },
    handler: (request) => myAccess(app.deps, requireContext(request)),
  });
}
