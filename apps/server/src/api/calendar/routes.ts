import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CalendarDayItems, CalendarDayQuery, CalendarMonth, CalendarMonthQuery, ErrorBody } from '@symptoms/domain';
import { own } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { ownRecords } from '../../platform/records';
import { calendarDay, calendarMonth } from '../../platform/records/calendar';

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/calendar',
    config: { access: own('calendar', 'read'), probe: { query: () => ({ year: '2026', month: '11' }), status: 200 } },
    schema: {
      tags: ['calendar'],
      summary: 'Per Stockholm-local day of a month, how many PROM, symptom and status reports and notes the caller has',
      querystring: CalendarMonthQuery,
      response: { 200: CalendarMonth, 400: ErrorBody },
    },
    handler: (request) =>
      calendarMonth(ownRecords(app.deps, requireContext(request)), app.deps.catalog.calendar, request.query.year, request.query.month),
  });
  r.route({
    method: 'GET',
    url: '/my/calendar/day',
    config: { access: own('calendar', 'read'), probe: { query: () => ({ date: new Date().toISOString().slice(0, 10) }), status: 200 } },
    schema: {
      tags: ['calendar'],
      summary: "The caller's reports and notes of one Stockholm-local day, oldest first",
      querystring: CalendarDayQuery,
      response: { 200: CalendarDayItems, 400: ErrorBody },
    },
    handler: (request) => calendarDay(ownRecords(app.deps, requireContext(request)), app.deps.catalog.calendar, request.query.date),
  });
}
