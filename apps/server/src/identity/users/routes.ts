import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, User, UserUpdate } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { readUser } from '../../platform/users';
import { updateMyUser } from './service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/user',
    config: { access: own('account', 'read'), alsoIn: ['twofactor', 'deactivated'], probe: { status: 200 } },
    schema: { tags: ['identity'], summary: 'The signed-in user', response: { 200: User } },
    handler: (request) => readUser(app.deps, requireContext(request)),
  });
  r.route({
    method: 'PUT',
    url: '/my/user',
    config: {
      access: own('account', 'write'),
      probe: {
        body: () => ({
          FirstName: 'Test',
          LastName: 'Person',
          PhoneNumber: null,
          LanguageId: 'sv',
          OptOut: false,
          Version: 0,
        }),
        status: 200,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Update the signed-in user (stale Version: 409, ErrorCode 4003)',
      body: UserUpdate,
      response: { 200: User, 400: ErrorBody, 409: ErrorBody },
    },
    handler: (request) => updateMyUser(app.deps, requireContext(request), request.body),
  });
}
