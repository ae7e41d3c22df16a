import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, LanguageIdSchema, LanguageString, LanguageStringId, LanguageStringInput, LanguageStringUpdate } from '@symptoms/domain';
import { can, canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { LANGUAGE_STRINGS_WRITE, createLanguageString, deleteLanguageString, listLanguageStrings, updateLanguageString } from './service';

const tags = ['language-strings'];
const ByKey = z.object({ id: LanguageStringId });
const ByKeyAndLanguage = z.object({ id: LanguageStringId, languageId: LanguageIdSchema });
const NO_SUCH_KEY = 'matrix:no.such.key';

/**
 * Language strings (spec 3 §7, identity service): the app's shipped texts replaced at run time.
 * Every signed-in app reads those in force for its organization; an organization admin writes the
 * organization's own, the service's administrators the system's (decisions: units).
 */
export async function languageStringRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = canDo(LANGUAGE_STRINGS_WRITE);
  r.route({
    method: 'GET',
    url: '/language-strings/:language',
    config: { access: can('env', 'read', 'anyone'), probe: { params: () => ({ language: 'sv' }), status: 200 } },
    schema: {
      tags,
      summary: 'The overrides of the app’s texts in one language in force for the active organization: its own, else the system’s',
      params: z.object({ language: LanguageIdSchema }),
      response: { 200: z.array(LanguageString), ...errors },
    },
    handler: (request) => listLanguageStrings(deps, requireContext(request), request.params.language),
  });
  r.route({
    method: 'POST',
    url: '/language-strings',
    config: {
      access: write,
      probe: {
        body: (f) => ({ Id: `matrix:probe.text${f.unique()}`, LanguageId: 'sv', Description: 'Sondtext', Text: 'Hej' }),
        status: 201,
      },
    },
    schema: {
      tags,
      summary:
        'Override a shipped text for the active organization (Id namespace:key, LanguageId, Description, Text); the same key and language again: 409/4160; not its admin: 403/4162',
      body: LanguageStringInput,
      response: { 201: LanguageString, 409: ErrorBody, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createLanguageString(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/language-strings/:id/:languageId',
    config: {
      access: write,
      probe: {
        params: () => ({ id: NO_SUCH_KEY, languageId: 'sv' }),
        body: () => ({ Description: 'x', Text: 'y', Version: 0 }),
        status: 404,
      },
    },
    schema: {
      tags,
      summary: 'Change an override (the Version loaded; a stale one: 409/4003)',
      params: ByKeyAndLanguage,
      body: LanguageStringUpdate,
      response: { 200: LanguageString, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateLanguageString(deps, requireContext(request), request.params.id, request.params.languageId, request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/language-strings/:id/:languageId',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_KEY, languageId: 'sv' }), status: 404 } },
    schema: { tags, summary: 'Remove one language’s override', params: ByKeyAndLanguage, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteLanguageString(deps, requireContext(request), request.params.id, request.params.languageId);
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/language-strings/:id',
    config: { access: write, probe: { params: () => ({ id: NO_SUCH_KEY }), status: 404 } },
    schema: { tags, summary: 'Remove the override in every language', params: ByKey, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteLanguageString(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
