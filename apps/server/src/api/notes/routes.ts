import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Note, NoteCreate, NotesQuery, NoteUpdate } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ById, RESOURCE_ERRORS as errors } from '../../platform/route-schemas';
import { registerTrashRoutes } from '../../platform/trash-routes';
import { noteRecords } from './records';
import { createMyNote, getMyNote, listMyNotes, updateMyNote } from './service';

const tags = ['notes'];

/** The patient's own notes (spec 1 §7). Another patient's note is not found, never forbidden. */
export async function noteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/notes',
    config: { access: own('notes', 'read'), probe: { status: 200 } },
    schema: {
      tags,
      summary: 'Live notes, newest first, 30 a page (page from 0)',
      querystring: NotesQuery,
      response: { 200: z.array(Note), ...errors },
    },
    handler: (request) => listMyNotes(app.deps, requireContext(request), request.query),
  });
  r.route({
    method: 'GET',
    url: '/my/notes/:id',
    config: { access: own('notes', 'read'), probe: { needs: ['note'], params: (f) => ({ id: f('note').Id }), status: 200 } },
    schema: { tags, summary: 'One live note', params: ById, response: { 200: Note, ...errors } },
    handler: (request) => getMyNote(app.deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/notes',
    config: { access: own('notes', 'write'), probe: { body: () => ({ Content: 'Sov dåligt i natt.' }), status: 201 } },
    schema: { tags, summary: 'Create a note: Content 2 to 2000 letters, plain text', body: NoteCreate, response: { 201: Note, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await createMyNote(app.deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/my/notes/:id',
    config: {
      access: own('notes', 'write'),
      probe: {
        needs: ['note'],
        params: (f) => ({ id: f('note').Id }),
        body: (f) => ({ Content: 'Ändrad anteckning', Version: f('note').Version }),
        status: 200,
      },
    },
    schema: {
      tags,
      summary: 'Change a note (stale Version: 409/4003)',
      params: ById,
      body: NoteUpdate,
      response: { 200: Note, 409: ErrorBody, ...errors },
    },
    handler: (request) => updateMyNote(app.deps, requireContext(request), request.params.id, request.body),
  });
  registerTrashRoutes(app, {
    path: '/my/notes',
    table: noteRecords,
    tags,
    noun: 'a note',
    item: Note,
    get: getMyNote,
    fixtures: { live: 'note', deleted: 'deletedNote' },
  });
}
