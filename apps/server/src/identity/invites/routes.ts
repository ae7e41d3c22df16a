import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminInviteCreate, ErrorBody, Invite, InviteCreate, Uuid } from '@symptoms/domain';
import { can, canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ADMIN_INVITES_READ, ADMIN_INVITES_WRITE, deleteAdminInvite, listAdminInvites, sendAdminInvites } from './admin';
import { deleteInvite, getInvite, listInvites, sendInvites } from './service';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Id = z.object({ id: Uuid });
const NO_SUCH_INVITE = '00000000-0000-4000-8000-000000000000';
const oneInvite = (f: Fixtures) => ({ Description: 'Välkommen', Invites: [{ Email: `probe-${f.unique()}@example.com` }] });

/**
 * Invites (spec 2 §2, §7): staff invite people to their active group (my/group/invites), a patient
 * invites someone to Symptoms (my/invites); each address gets its own link by mail.
 */
export async function inviteRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = can('invites', 'read', 'own', 'group');
  const write = can('invites', 'write', 'own', 'group');
  for (const url of ['/my/group/invites', '/my/invites']) {
    r.route({
      method: 'POST',
      url,
      config: { access: write, probe: { body: oneInvite, status: 201 } },
      schema: {
        tags: ['identity'],
        summary: 'Invite people by e-mail (and personnummer): staff to their group, a patient to Symptoms',
        body: InviteCreate,
        response: { 201: z.array(Invite), ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await sendInvites(deps, requireContext(request), request.body)),
    });
  }
  r.route({
    method: 'GET',
    url: '/my/group/invites',
    config: { access: read, probe: { status: 200 } },
    schema: {
      tags: ['identity'],
      summary: 'The invites the caller’s group (or the patient) sent, newest first',
      response: { 200: z.array(Invite) },
    },
    handler: (request) => listInvites(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/my/group/invites/:id',
    config: { access: read, probe: { params: () => ({ id: NO_SUCH_INVITE }), status: 404 } },
    schema: { tags: ['identity'], summary: 'One invite', params: Id, response: { 200: Invite, ...errors } },
    handler: (request) => getInvite(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'DELETE',
    url: '/invites/:id',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_INVITE }), status: 404 } },
    schema: {
      tags: ['identity'],
      summary: 'Withdraw an unused invite (4108 when it was used)',
      params: Id,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteInvite(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  await adminInviteRoutes(app);
}

/** An admin's invites of staff to the organization's groups (spec 3 §2 /admin/invites, §7 POST invites). */
async function adminInviteRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'POST',
    url: '/invites',
    config: {
      access: canDo(ADMIN_INVITES_WRITE),
      probe: {
        body: (f) => ({
          GroupId: 'no-such-group',
          RoleId: 'phys',
          Description: 'Välkommen',
          Invites: [{ Email: `probe-${f.unique()}@example.com` }],
        }),
        status: 400,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Invite staff by e-mail (and personnummer) to a group the admin administers with a role (4158: not theirs)',
      body: AdminInviteCreate,
      response: { 201: z.array(Invite), ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await sendAdminInvites(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'GET',
    url: '/admin/invites',
    config: { access: canDo(ADMIN_INVITES_READ), probe: { status: 200 } },
    schema: { tags: ['identity'], summary: 'The invites to the admin’s groups, newest first', response: { 200: z.array(Invite) } },
    handler: (request) => listAdminInvites(deps, requireContext(request)),
  });
  r.route({
    method: 'DELETE',
    url: '/admin/invites/:id',
    config: {
      access: canDo(ADMIN_INVITES_WRITE),
      probe: { needs: ['staffInvite'], params: (f) => ({ id: f('staffInvite').Id }), unit: 'group', status: 204 },
    },
    schema: {
      tags: ['identity'],
      summary: 'Withdraw an unused invite to one of the admin’s groups (4108 when it was used)',
      params: Id,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteAdminInvite(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
