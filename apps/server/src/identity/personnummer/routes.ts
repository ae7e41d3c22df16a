import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmPersonnummerRequest, ErrorBody, User } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { confirmWithBankId } from './service';

/** Proving the account's own personnummer from the profile (decisions: "A personnummer is proven"). */
export async function personnummerRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/my/user/personnummer/bankid',
    // No order is complete in the matrix: the owner's answer is the refusal, before anything changes.
    config: { access: own('account', 'write'), probe: { body: () => ({ OrderRef: '00000000-0000-4000-8000-000000000000' }), status: 400 } },
    schema: {
      tags: ['identity'],
      summary:
        'Confirm the account’s personnummer with a completed BankID order (4136: not complete, used or too old; 4135: another number; 4137: proven on another account)',
      body: ConfirmPersonnummerRequest,
      response: { 200: User, 400: ErrorBody, 409: ErrorBody },
    },
    handler: (request) => confirmWithBankId(app.deps, requireContext(request), request.body.OrderRef),
  });
}
