import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AboutContact, ClientConfig, Constants, Environment, Language, PRODUCT_NAME, StatusType } from '@symptoms/domain';
import { can, PUBLIC } from '../../platform/access';
import { constants, environment, listLanguages, listStatusTypes } from './service';

export async function envRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  r.route({
    method: 'GET',
    url: '/env/config',
    config: { access: PUBLIC, probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'Module flags and product name, read before login', response: { 200: ClientConfig } },
    handler: async () => ({ Modules: [...config.modules], ProductName: PRODUCT_NAME, Version: config.version }),
  });
  r.route({
    method: 'GET',
    url: '/env/about',
    config: { access: PUBLIC, probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'The about page’s contact and postal address (ABOUT_* settings)', response: { 200: AboutContact } },
    handler: async () => config.about,
  });
  r.route({
    method: 'GET',
    url: '/languages',
    config: { access: PUBLIC, probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'Languages of the interface', response: { 200: z.array(Language) } },
    handler: () => listLanguages(db),
  });
  r.route({
    method: 'GET',
    url: '/env/constants',
    config: { access: can('env', 'read', 'anyone'), probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'Role names, scopes, symptom and status types, limits', response: { 200: Constants } },
    handler: async (request) => constants(request.language),
  });
  r.route({
    method: 'GET',
    url: '/env/statustypes',
    config: { access: can('env', 'read', 'anyone'), probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'The 19 status areas in server order', response: { 200: z.array(StatusType) } },
    handler: () => listStatusTypes(db),
  });
  r.route({
    method: 'GET',
    url: '/my/views/environment',
    config: { access: can('env', 'read', 'anyone'), probe: { status: 200 } },
    schema: { tags: ['env'], summary: 'Languages, status types and constants in one call', response: { 200: Environment } },
    handler: (request) => environment(db, request.language),
  });
}
