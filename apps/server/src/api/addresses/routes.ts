import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressAnswer, ErrorBody, ErrorCode } from '@symptoms/domain';
import { own } from '../../platform/access';
import { LookupUnavailable } from '../../platform/address-lookup/client';
import { AppError, notFound } from '../../platform/errors';

/** The profile's postal code lookup (spec 2 §2): county, municipality and city of a 5-digit code. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/addresses/:areaCode',
    // The matrix's app has no lookup service: a code of the wrong form is what it can answer alike everywhere.
    config: { access: own('patient', 'write'), probe: { params: () => ({ areaCode: '1234' }), status: 400 } },
    schema: {
      tags: ['patient'],
      summary: 'Look up a postal code: 404 when it does not resolve, 504 when the lookup service does not answer within a second',
      params: z.object({ areaCode: z.string().regex(/^\d{5}$/, { message: 'areaCode' }) }),
      response: { 200: AddressAnswer, 404: ErrorBody, 504: ErrorBody },
    },
    handler: async (request) => {
      if (!deps.addresses) throw new AppError(ErrorCode.GatewayTimeout);
      try {
        const address = await deps.addresses.lookup(request.params.areaCode);
        if (!address) throw notFound();
        return { AreaCode: request.params.areaCode, ...address };
      } catch (error) {
        if (error instanceof LookupUnavailable) throw new AppError(ErrorCode.GatewayTimeout);
        throw error;
      }
    },
  });
}
