import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAnonymize,
  AdminGroupOption,
  AdminRolesUpdate,
  AdminUser,
  AdminUserCreate,
  AdminUserPage,
  AdminUserQuery,
  AdminUserUpdate,
  ErrorBody,
  luhnCheckDigit,
  Uuid,
} from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures, Probe } from '../../platform/probe';
import { USERS_READ, USERS_WRITE } from './admin-access';
import { assignableGroups, findAdminUser, listUsers } from './admin-list';
import {
  anonymiseUser,
  createStaffUser,
  deleteUser,
  disableUserTwoFactor,
  eraseUserData,
  removeFromOrganization,
  sendPasswordReset,
  updateStaffRoles,
  updateStaffUser,
} from './admin-service';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Id = z.object({ id: Uuid });
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';
const noSuchUser = () => ({ id: NO_SUCH_USER });
/** A clinician of the owner's group (its fixture): admins outside the group do not find them. */
const staffUser = { needs: ['staffUser'], params: (f: Fixtures) => ({ id: f('staffUser').Id }), unit: 'group' } as const;
const KEEP_NOTHING = { Age: false, Gender: false, AreaCode: false, City: false, Region: false, Reference: false };

/** A valid personnummer nobody has yet, for the access matrix's probe of POST users. */
function probePersonnummer(): string {
  const nine = `75${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`.replace(/^(\d{2})\d{4}/, '$10615');
  return `19${nine}${luhnCheckDigit(nine)}`;
}

/**
 * Staff user administration (spec 3 §7 identity: GET users, the lookups, POST/PUT/DELETE users,
 * 2fa/disable, reset-password, roles; spec 3 §2: erase all data, remove, anonymise). Everything is
 * scoped to the groups the admin administers (platform/units.ts): anyone else's user is not found.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = canDo(USERS_READ);
  const write = canDo(USERS_WRITE);
  const noContent = { 204: z.null(), ...errors };

  r.route({
    method: 'GET',
    url: '/users',
    config: { access: read, probe: { query: () => ({ q: 'a' }), status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'The users of the admin’s groups by name, 20 a page after `after`; `q` searches name, e-mail or a whole personnummer',
      querystring: AdminUserQuery,
      response: { 200: AdminUserPage, ...errors },
    },
    handler: (request) => listUsers(deps.db, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/admin/users/groups',
    config: { access: read, probe: { status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'The groups the admin administers, where they give roles',
      response: { 200: z.array(AdminGroupOption), ...errors },
    },
    handler: (request) => assignableGroups(deps.db, requireContext(request)),
  });
  const lookups = [
    { url: '/admin/users/id/:id', params: Id, key: (p: { id: string }) => ({ id: p.id }), probe: { ...staffUser, status: 200 } },
    {
      url: '/admin/users/pnr/:pnr',
      params: z.object({ pnr: z.string().max(13) }),
      key: (p: { pnr: string }) => ({ personnummer: p.pnr }),
      probe: { params: () => ({ pnr: '191212121212' }), status: 404 },
    },
    {
      url: '/admin/users/email/:email',
      params: z.object({ email: z.string().max(254) }),
      key: (p: { email: string }) => ({ email: p.email }),
      probe: { needs: ['staffUser'], params: (f: Fixtures) => ({ email: f('staffUser').Email as string }), unit: 'group', status: 200 },
    },
  ] as const;
  for (const lookup of lookups) {
    r.route({
      method: 'GET',
      url: lookup.url,
      config: { access: read, probe: lookup.probe as Probe },
      schema: {
        tags: ['identity'],
        summary: 'One user of the admin’s groups',
        params: lookup.params,
        response: { 200: AdminUser, ...errors },
      },
      handler: (request) => findAdminUser(deps.db, requireContext(request), (lookup.key as (p: unknown) => { id: string })(request.params)),
    });
  }
  r.route({
    method: 'POST',
    url: '/users',
    config: {
      access: write,
      probe: {
        body: (f) => ({
          FirstName: 'Probe',
          LastName: 'Person',
          Email: `probe-${f.unique()}@example.com`,
          Personnummer: probePersonnummer(),
          PhoneNumber: null,
          LanguageId: 'sv',
          Memberships: [{ GroupId: 'no-such-group', RoleId: 'phys' }],
        }),
        status: 400,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'A staff account in groups the admin administers; a link to choose a password goes by mail (4159 when taken, 4158 outside)',
      body: AdminUserCreate,
      response: { 201: AdminUser, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createStaffUser(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/users/:id',
    config: {
      access: write,
      probe: {
        ...staffUser,
        body: (f) => ({ FirstName: 'A', LastName: 'B', PhoneNumber: null, LanguageId: 'sv', Version: f('staffUser').Version }),
        status: 200,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Name, phone and language (stale Version: 4003)',
      params: Id,
      body: AdminUserUpdate,
      response: { 200: AdminUser, ...errors },
    },
    handler: (request) => updateStaffUser(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'PUT',
    url: '/users/:id/roles',
    config: {
      access: write,
      probe: {
        ...staffUser,
        body: (f) => ({ Memberships: [{ GroupId: f('staffUser').GroupId, RoleId: 'res' }], Version: f('staffUser').Version }),
        status: 200,
      },
    },
    schema: {
      tags: ['identity'],
      summary:
        'The user’s staff roles in the admin’s groups, all of them (4158 for a role or group not assignable); the user’s sessions end',
      params: Id,
      body: AdminRolesUpdate,
      response: { 200: AdminUser, ...errors },
    },
    handler: (request) => updateStaffRoles(deps, requireContext(request), request.params.id, request.body),
  });
  const action = (
    method: 'POST' | 'DELETE',
    url: string,
    summary: string,
    run: (ctx: ReturnType<typeof requireContext>, id: string, body: unknown) => Promise<void>,
    options: { twoFactor: boolean; body?: z.ZodType; probeBody?: () => unknown },
  ) =>
    r.route({
      method,
      url,
      config: {
        access: write,
        // The matrix's admins have no second factor: those actions refuse them before looking the user up.
        probe: options.twoFactor
          ? { params: noSuchUser, ...(options.probeBody ? { body: options.probeBody } : {}), status: 403 }
          : { ...staffUser, status: 204 },
      },
      schema: { tags: ['identity'], summary, params: Id, ...(options.body ? { body: options.body } : {}), response: noContent },
      handler: async (request, reply) => {
        await run(requireContext(request), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    });
  action(
    'POST',
    '/users/:id/2fa/disable',
    'Turn off the user’s two-factor (needs the admin’s two-factor: 4155)',
    (ctx, id) => disableUserTwoFactor(deps, ctx, id),
    { twoFactor: true },
  );
  action(
    'POST',
    '/users/:id/reset-password',
    'Mail the user a link to choose a new password',
    (ctx, id) => sendPasswordReset(deps, ctx, id),
    {
      twoFactor: false,
    },
  );
  action(
    'POST',
    '/users/:id/erase',
    'Reset a staff account; the account stays (two-factor; 4161 for a patient’s account, 4156/4164 elsewhere too)',
    (ctx, id) => eraseUserData(deps, ctx, id),
    { twoFactor: true },
  );
  action(
    'DELETE',
    '/users/:id',
    'Delete a staff account (two-factor; 4161 for a patient’s account, 4156/4164 elsewhere too)',
    (ctx, id) => deleteUser(deps, ctx, id),
    { twoFactor: true },
  );
  action(
    'POST',
    '/users/:id/anonymize',
    'Anonymise a staff account (two-factor; 4161 for a patient’s account, 4156/4164 elsewhere too)',
    (ctx, id, body) => anonymiseUser(deps, ctx, id, body as AdminAnonymize),
    { twoFactor: true, body: AdminAnonymize, probeBody: () => KEEP_NOTHING },
  );
  action(
    'DELETE',
    '/users/:id/organization',
    'Remove the user from the admin’s groups (the organization for its admin): the memberships go, the account stays',
    (ctx, id) => removeFromOrganization(deps, ctx, id),
    { twoFactor: false },
  );
}
