import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, NewsItem, NewsItemInput, NewsItemUpdate } from '@symptoms/domain';
import { can, canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { NEWS_WRITE, createNews, deleteNews, getManagedNews, listManagedNews, listNews, updateNews } from './service';

const tags = ['news'];
/** A news item of the owner's group (its fixture): callers outside the group do not find it. */
const ofTheGroup = { needs: ['newsItem'], params: (f: Fixtures) => ({ id: f('newsItem').Id }), unit: 'group' } as const;
const item = () => ({ Title: 'Nytt i appen', Content: 'Nu kan du **skriva ut** dina anteckningar.', Priority: 'important' });

/** News (spec 3 §7): the reader's list, and the authoring by a group's moderators and admins and an organization's admin. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = canDo(NEWS_WRITE);
  r.route({
    method: 'GET',
    url: '/news',
    config: { access: can('news', 'read', 'anyone'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The news the caller’s memberships open, published by now, newest first; IsNew since the previous login',
      response: { 200: z.array(NewsItem), ...errors },
    },
    handler: (request) => listNews(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/admin/news',
    config: { access: write, probe: { status: 200 } },
    schema: {
      tags,
      summary: 'The news the caller manages (organization or group), scheduled ones too',
      response: { 200: z.array(NewsItem), ...errors },
    },
    handler: (request) => listManagedNews(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/admin/news/:id',
    config: { access: write, probe: { ...ofTheGroup, status: 200 } },
    schema: { tags, summary: 'One news item the caller manages', params: ById, response: { 200: NewsItem, ...errors } },
    handler: (request) => getManagedNews(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/admin/news',
    config: { access: write, probe: { body: item, status: 201 } },
    schema: {
      tags,
      summary: 'Write a news item (Title 2–128, Content Markdown 2–2048, Priority, PublishDate now when left out)',
      body: NewsItemInput,
      response: { 201: NewsItem, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createNews(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/admin/news/:id',
    config: { access: write, probe: { ...ofTheGroup, body: (f) => ({ ...item(), Version: f('newsItem').Version }), status: 200 } },
    schema: {
      tags,
      summary: 'Change a news item (the Version loaded; a stale one: 409/4003)',
      params: ById,
      body: NewsItemUpdate,
      response: { 200: NewsItem, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateNews(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'DELETE',
    url: '/admin/news/:id',
    config: { access: write, probe: { ...ofTheGroup, status: 204 } },
    schema: { tags, summary: 'Remove a news item', params: ById, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteNews(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
