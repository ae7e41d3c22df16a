import { request as httpsRequest, Agent } from 'node:https';

/** Where and how to reach BankID's RP API: base URL (…/rp/v6.0) and the mutual TLS material, as PEM. */
export interface BankIdConnection {
  url: string;
  /** BankID's own root (or the simulator's), not the public web PKI. */
  ca: string;
  cert: string;
  key: string;
  passphrase?: string | undefined;
}

interface AuthOrder {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

interface AuthRequest {
  endUserIp: string;
  returnUrl?: string;
  web?: { referringDomain?: string; userAgent?: string; deviceIdentifier?: string };
  requirement?: { pinCode?: boolean; mrtd?: boolean; personalNumber?: string };
}

export interface CompletionData {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi?: string };
  bankIdIssueDate?: string;
  signature?: string;
  ocspResponse?: string;
}

export type CollectAnswer =
  | { orderRef: string; status: 'pending' | 'failed'; hintCode: string }
  | { orderRef: string; status: 'complete'; completionData: CompletionData };

/** An error answer of the RP API (§6): its HTTP status and `errorCode`. */
export class BankIdError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(`BankID ${status} ${errorCode}: ${details}`);
  }
}

const TIMEOUT_MS = 10_000;

/** The RP API v6 client: auth, collect and cancel, each a JSON POST over mutual TLS. */
export class BankIdClient {
  private readonly agent: Agent;
  private readonly base: URL;

  constructor(connection: BankIdConnection) {
    this.base = new URL(connection.url.endsWith('/') ? connection.url : `${connection.url}/`);
    this.agent = new Agent({
      ca: connection.ca,
      cert: connection.cert,
      key: connection.key,
      passphrase: connection.passphrase,
      keepAlive: true,
      maxSockets: 16,
    });
  }

  auth(input: AuthRequest): Promise<AuthOrder> {
    return this.post<AuthOrder>('auth', input);
  }

  collect(orderRef: string): Promise<CollectAnswer> {
    return this.post<CollectAnswer>('collect', { orderRef });
  }

  async cancel(orderRef: string): Promise<void> {
    await this.post('cancel', { orderRef });
  }

  close(): void {
    this.agent.destroy();
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    const payload = Buffer.from(JSON.stringify(body));
    const url = new URL(path, this.base);
    return new Promise<T>((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method: 'POST',
          agent: this.agent,
          timeout: TIMEOUT_MS,
          // Exactly application/json: BankID answers 415 to a charset parameter.
          headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : {};
            } catch {
              parsed = null;
            }
            if (res.statusCode === 200 && parsed !== null) return resolve(parsed as T);
            const error = (parsed ?? {}) as { errorCode?: string; details?: string };
            reject(new BankIdError(res.statusCode ?? 0, error.errorCode ?? 'unknown', error.details ?? text.slice(0, 200)));
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new BankIdError(408, 'requestTimeout', 'No answer from BankID in time')));
      req.on('error', reject);
      req.end(payload);
    });
  }
}
