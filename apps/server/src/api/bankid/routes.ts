import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BankIdAuthRequest, BankIdAuthResponse, BankIdCollectResponse, BankIdQrResponse, ErrorBody, ErrorCode } from '@symptoms/domain';
import { PUBLIC } from '../../platform/access';
import { BankIdClient } from '../../platform/bankid/client';
import { AppError } from '../../platform/errors';
import { cancelOrder, collectOrder, currentQr, startOrder } from './service';

const OrderParams = z.object({ orderRef: z.string().min(1).max(64) });
const UNKNOWN_ORDER = { orderRef: '00000000-0000-4000-8000-000000000000' };

/**
 * BankID login on the main API (spec 2 §7): start, the animated QR, collect and cancel. All before
 * login, so public; the order reference (a random UUID only the starting browser has) is the key.
 */
export async function bankIdRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const client = deps.config.bankid ? new BankIdClient(deps.config.bankid) : undefined;
  app.addHook('onClose', async () => client?.close());
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = {
    max: deps.config.rateLimits.tokenPerIpPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => Object.assign(new AppError(ErrorCode.RateLimited), { statusCode: 429 }),
  };

  r.route({
    method: 'POST',
    url: '/bankid/auth/',
    // The matrix runs without BankID: a start it cannot make, refused before BankID is asked.
    config: { access: PUBLIC, probe: { body: () => ({ GetQr: 'yes' }), status: 400 }, rateLimit: limited },
    schema: {
      tags: ['bankid'],
      summary: 'Start a BankID login (secure start: QR on another device, or the app on this one)',
      body: BankIdAuthRequest,
      response: { 200: BankIdAuthResponse, 400: ErrorBody, 503: ErrorBody },
    },
    handler: (request) =>
      startOrder(deps, client, request.body.GetQr, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        host: request.headers.host,
      }),
  });

  r.route({
    method: 'GET',
    url: '/bankid/qr/:orderRef',
    config: { access: PUBLIC, probe: { params: () => UNKNOWN_ORDER, status: 404 } },
    schema: {
      tags: ['bankid'],
      summary: 'The animated QR code of this second, while the order is pending',
      params: OrderParams,
      response: { 200: BankIdQrResponse, 404: ErrorBody },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentQr(deps, request.params.orderRef);
    },
  });

  r.route({
    method: 'GET',
    url: '/bankid/collect/:orderRef',
    config: { access: PUBLIC, probe: { params: () => UNKNOWN_ORDER, status: 404 } },
    schema: {
      tags: ['bankid'],
      summary: 'Poll a BankID order (every 2 s, at most 20 times; 409/4108 once a login or confirmation spent it)',
      params: OrderParams,
      response: { 200: BankIdCollectResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return collectOrder(deps, client, request.params.orderRef);
    },
  });

  r.route({
    method: 'POST',
    url: '/bankid/cancel/:orderRef',
    config: { access: PUBLIC, probe: { params: () => UNKNOWN_ORDER, status: 404 } },
    schema: {
      tags: ['bankid'],
      summary: 'Cancel a pending BankID order',
      params: OrderParams,
      response: { 204: z.null(), 404: ErrorBody },
    },
    handler: async (request, reply) => {
      await cancelOrder(deps, client, request.params.orderRef);
      return reply.status(204).send(null);
    },
  });
}
