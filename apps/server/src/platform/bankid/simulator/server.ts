import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { BankIdConnection } from '../client';
import { createSimulatorPki } from './certificates';
import { DEFAULT_TIMINGS, RpError, SimulatedBankId, type SimulatorTimings } from './orders';
import { simulatorPage } from './page';

const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new RpError(400, 'invalidParameters', 'Body too big'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

const sendError = (res: ServerResponse, error: unknown) =>
  error instanceof RpError
    ? send(res, error.status, { errorCode: error.errorCode, details: error.details })
    : send(res, 500, { errorCode: 'internalError', details: 'Simulator error' });

/** The RP API (protocols/bankid-rp-v6.md §1, §6): POST JSON only, under /rp/v6.0/, for a client with our certificate. */
function rpHandler(bank: SimulatedBankId) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      // Read the whole request first, so an early error answer leaves a clean connection to reuse.
      const text = await readBody(req);
      if (!(req.socket as TLSSocket).authorized) throw new RpError(401, 'unauthorized', 'No valid client certificate');
      const path = (req.url ?? '').split('?')[0];
      const call = path?.startsWith('/rp/v6.0/') ? path.slice('/rp/v6.0/'.length) : null;
      if (call !== 'auth' && call !== 'collect' && call !== 'cancel') throw new RpError(404, 'notFound', 'No such endpoint');
      if (req.method !== 'POST') throw new RpError(405, 'methodNotAllowed', 'Only POST');
      if (req.headers['content-type'] !== 'application/json')
        throw new RpError(415, 'unsupportedMediaType', 'Content-Type must be application/json');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new RpError(400, 'invalidParameters', 'Not JSON');
      }
      if (typeof body !== 'object' || body === null) throw new RpError(400, 'invalidParameters', 'Not an object');
      const injected = bank.takeInjectedError();
      if (injected) throw injected;
      if (call === 'auth') return send(res, 200, bank.auth(body));
      if (call === 'collect') return send(res, 200, bank.collect(body.orderRef));
      bank.cancel(body.orderRef);
      return send(res, 200, {});
    } catch (error) {
      sendError(res, error);
    }
  };
}

async function controlInput(req: IncomingMessage): Promise<{ form: boolean; input: Record<string, string> }> {
  const text = await readBody(req);
  const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  if (form) return { form, input: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { form, input: (text ? JSON.parse(text) : {}) as Record<string, string> };
  } catch {
    throw new RpError(400, 'invalidParameters', 'Not JSON');
  }
}

/**
 * The tester's side, plain HTTP on loopback: the page, and the control endpoints tests use.
 * A form post from the page is answered with a redirect back to it; a JSON call with the order.
 */
function controlHandler(bank: SimulatedBankId) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const path = (req.url ?? '/').split('?')[0]!;
      if (req.method === 'GET' && path === '/') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end(simulatorPage(bank.pending(), new Date()));
      }
      if (req.method === 'GET' && path === '/control/orders') return send(res, 200, bank.pending().map(publicOrder));
      if (req.method !== 'POST') throw new RpError(404, 'notFound', 'No such page');
      const { form, input } = await controlInput(req);
      const person = input.personalNumber ?? '191212121212';
      let order;
      if (path === '/control/scan') order = bank.scan(String(input.qrData ?? ''), person);
      else if (path === '/control/autostart') order = bank.autostart(String(input.autoStartToken ?? ''), person);
      else if (path === '/control/fail-next') {
        bank.failNext(Number(input.status ?? 503), String(input.errorCode ?? 'maintenance'));
        return send(res, 200, {});
      } else if (path.startsWith('/control/orders/')) {
        const orderRef = decodeURIComponent(path.slice('/control/orders/'.length));
        const status = input.status;
        if (status === 'complete') order = bank.set(orderRef, { status, personalNumber: person });
        else if (status === 'pending' || status === 'failed')
          order = bank.set(orderRef, { status, hintCode: String(input.hintCode ?? '') });
        else throw new RpError(400, 'invalidParameters', 'status must be pending, failed or complete');
      } else throw new RpError(404, 'notFound', 'No such endpoint');
      if (form) {
        res.writeHead(303, { Location: '/' });
        return res.end();
      }
      return send(res, 200, publicOrder(order));
    } catch (error) {
      sendError(res, error);
    }
  };
}

const publicOrder = (o: { orderRef: string; status: string; hintCode: string; personalNumber: string | null }) => ({
  orderRef: o.orderRef,
  status: o.status,
  hintCode: o.hintCode,
  personalNumber: o.personalNumber,
});

export interface BankIdSimulator {
  bank: SimulatedBankId;
  /** What the RP client needs: the API's base URL, the simulator's CA and a client certificate it accepts. */
  connection: BankIdConnection;
  /** The tester's page and the control endpoints. */
  controlUrl: string;
  close(): Promise<void>;
}

const listen = (server: Server, host: string, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Starts the simulator on loopback: the RP API over mutual TLS, and the control page over HTTP. */
export async function startBankIdSimulator(
  options: { host?: string; port?: number; controlPort?: number; timings?: Partial<SimulatorTimings> } = {},
): Promise<BankIdSimulator> {
  const host = options.host ?? '127.0.0.1';
  const pki = createSimulatorPki();
  const bank = new SimulatedBankId({ ...DEFAULT_TIMINGS, ...options.timings });
  const rp = createHttpsServer(
    { key: pki.server.key, cert: pki.server.cert, ca: pki.ca.cert, requestCert: true, rejectUnauthorized: false },
    rpHandler(bank),
  );
  const control = createHttpServer(controlHandler(bank));
  const rpPort = await listen(rp, host, options.port ?? 0);
  const controlPort = await listen(control, host, options.controlPort ?? 0);
  return {
    bank,
    connection: { url: `https://127.0.0.1:${rpPort}/rp/v6.0`, ca: pki.ca.cert, cert: pki.client.cert, key: pki.client.key },
    controlUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${controlPort}`,
    close: async () => {
      await Promise.all([closeServer(rp), closeServer(control)]);
    },
  };
}
