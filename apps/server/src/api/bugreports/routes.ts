import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUG_REPORT_SCREENSHOT_MAX_BYTES,
  BUG_REPORT_SCREENSHOTS_MAX,
  BugReport,
  BugReportCreate,
  BugReportIssueCreate,
  BugReportUpdate,
  ErrorBody,
  Uuid,
} from '@symptoms/domain';
import { can, own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import { createBugReport, deleteBugReport, fileBugReportIssue, getBugReport, listBugReports, updateBugReport } from './service';

const errors = { 400: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };
const trackerErrors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const Id = z.object({ id: Uuid });
/** A bug report sent from the owner's group (its fixture): handlers outside the group do not find it. */
const fromTheGroup = { needs: ['bugReport'], params: (f: Fixtures) => ({ id: f('bugReport').Id }), unit: 'group' } as const;
/** Base64 of the largest screenshots, with room for the text. */
const BODY_LIMIT = Math.ceil((BUG_REPORT_SCREENSHOTS_MAX * BUG_REPORT_SCREENSHOT_MAX_BYTES) / 3) * 4 + 64 * 1024;

/** Bug reports (spec 2 §2, §7): anyone signed in sends one; an organization's admins and a group's developers read and remove them. */
export async function bugReportRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handlers = can('bugreports', 'read', 'group');
  r.route({
    method: 'POST',
    url: '/bugreports',
    bodyLimit: BODY_LIMIT,
    config: {
      access: own('bugreports', 'write'),
      probe: { body: () => ({ Description: 'The graph does not load', Anonymous: true }), status: 201 },
    },
    schema: {
      tags: ['bugreports'],
      summary: 'Send a bug report (8–1024 characters, PNG or JPEG screenshots, one per file name), anonymously if asked',
      body: BugReportCreate,
      response: { 201: z.object({ Id: Uuid }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createBugReport(deps, requireContext(request), request.body, request.headers['user-agent'])),
  });
  r.route({
    method: 'GET',
    url: '/bugreports',
    config: { access: handlers, probe: { status: 200 } },
    schema: { tags: ['bugreports'], summary: 'The bug reports the caller handles, newest first', response: { 200: z.array(BugReport) } },
    handler: (request) => listBugReports(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/bugreports/:id',
    config: { access: handlers, probe: { ...fromTheGroup, status: 200 } },
    schema: { tags: ['bugreports'], summary: 'One bug report with its screenshots', params: Id, response: { 200: BugReport, ...errors } },
    handler: (request) => getBugReport(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'PUT',
    url: '/bugreports/:id',
    config: {
      access: can('bugreports', 'write', 'group'),
      probe: { ...fromTheGroup, body: () => ({ Status: 'resolved', Processed: true }), status: 200 },
    },
    schema: {
      tags: ['bugreports'],
      summary: 'Set a report’s status (new, in-progress, resolved, rejected), whether it is processed, and why',
      params: Id,
      body: BugReportUpdate,
      response: { 200: BugReport, ...errors },
    },
    handler: (request) => updateBugReport(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/bugreports/issue',
    config: {
      access: can('bugreports', 'write', 'group'),
      probe: {
        needs: ['bugReport'],
        unit: 'group',
        body: (f: Fixtures) => ({ Id: f('bugReport').Id, Title: 'The graph does not load', Body: 'On a phone, the graph stays empty.' }),
        // The matrix's app has no tracker: a caller who may file reaches the service, which says so.
        status: 503,
      },
    },
    schema: {
      tags: ['bugreports'],
      summary:
        'File a report as an issue in the configured tracker (GitHub or GitLab), with the title and text the handler gives; once per report (409/4108), 503/4191 without a tracker, 502/4190 when it refuses',
      body: BugReportIssueCreate,
      response: { 200: BugReport, ...trackerErrors },
    },
    handler: (request) => fileBugReportIssue(deps, requireContext(request), request.body),
  });
  r.route({
    method: 'POST',
    url: '/bugreports/:id/delete',
    config: { access: can('bugreports', 'write', 'group'), probe: { ...fromTheGroup, status: 204 } },
    schema: { tags: ['bugreports'], summary: 'Remove a bug report', params: Id, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await deleteBugReport(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
