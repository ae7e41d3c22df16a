import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CalendarDayItems, CalendarDayQuery, CalendarMonth, CalendarMonthQuery, ErrorBody } from '@symptoms/domain';
import { PATIENT } from '../../platform/access';
import { requireContext } from '../../platform/context';
import { getMyCalendarDay, getMyCalendarMonth } from './service';

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/my/calendar',
    config: { access: PATIENT },
    schema: {
      tags: ['calendar'],
      summary: 'Per Stockholm-local day of a month, how many PROM, symptom and status reports and notes the caller has',
      querystring: CalendarMonthQuery,
      response: { 200: CalendarMonth, 400: ErrorBody },
    },
    handler: (request) => getMyCalendarMonth(app.deps, requireContext(request), request.query.year, request.query.month),
  });
  r.route({
    method: 'GET',
    url: '/my/calendar/day',
    config: { access: PATIENT },
    schema: {
      tags: ['calendar'],
      summary: "The caller's reports and notes of one Stockholm-local day, oldest first",
      querystring: CalendarDayQuery,
      response: { 200: CalendarDayItems, 400: ErrorBody },
    },
    handler: (request) => getMyCalendarDay(app.deps, requireContext(request), request.query.date),
  });
}
