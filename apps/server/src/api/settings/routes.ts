import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminListQuery, ErrorBody, GroupSettings, GroupSettingsInput, GroupSettingsPage, SlugId } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { SETTINGS_READ, SETTINGS_WRITE, listSettings, saveSettings } from './service';

const tags = ['settings'];

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/admin/settings',
    config: { access: canDo(SETTINGS_READ), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The module flags of each group the admin administers, searched and paged',
      querystring: AdminListQuery,
      response: { 200: GroupSettingsPage, ...errors },
    },
    handler: (request) => listSettings(deps, requireContext(request), request.query),
  });
  r.route({
    method: 'PUT',
    url: '/admin/settings/:groupId',
    config: {
      access: canDo(SETTINGS_WRITE),
      // The owner's group's settings, set to what they were (the deployment's modules), at the Version loaded.
      probe: {
        needs: ['groupSettings'],
        params: (f) => ({ groupId: f('groupSettings').Id }),
        body: (f) => ({ Modules: null, Version: f('groupSettings').Version }),
        unit: 'group',
        status: 200,
      },
    },
    schema: {
      tags,
      summary: 'Set a group’s module flags (Modules null: the deployment’s configuration; stale Version: 4003)',
      params: z.object({ groupId: SlugId }),
      body: GroupSettingsInput,
      response: { 200: GroupSettings, 409: ErrorBody, ...errors },
    },
    handler: (request) => saveSettings(deps, requireContext(request), request.params.groupId, request.body),
  });
}
