import { randomUUID } from 'node:crypto';
import { qrAuthCode, qrSeconds } from '../qr';
import type { CollectAnswer } from '../client';
import { testPerson } from './people';

/** An error the RP API answers (protocols/bankid-rp-v6.md §6). */
export class RpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly details: string,
  ) {
    super(details);
  }
}

const noSuchOrder = () => new RpError(400, 'invalidParameters', 'No such order');

export interface SimulatedOrder {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  endUserIp: string;
  createdAt: Date;
  status: 'pending' | 'failed' | 'complete';
  hintCode: string;
  /** Set once the app has the order (scan or autostart): it picked the order up. */
  pickedUp: boolean;
  personalNumber: string | null;
  finalCollected: boolean;
  finishedAt: Date | null;
}

export interface SimulatorTimings {
  /** Pick-up window: an order nobody scanned or opened fails with startFailed (BankID: about 30 s). */
  pickupMs: number;
  /** An order not finished by then fails with expiredTransaction (BankID: about 3 min). */
  expireMs: number;
  /** A final state stays collectable this long (BankID: 3 min complete, 5 min failed; one figure here). */
  retentionMs: number;
}

export const DEFAULT_TIMINGS: SimulatorTimings = { pickupMs: 30_000, expireMs: 180_000, retentionMs: 300_000 };

/** What the simulated BankID keeps: its orders, with the state machine of collect (§4) and every hint reachable. */
export class SimulatedBankId {
  private readonly orders = new Map<string, SimulatedOrder>();
  private nextError: RpError | null = null;

  constructor(
    readonly timings: SimulatorTimings = DEFAULT_TIMINGS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The next RP API call answers with this error instead (a test of BankID being down, say). */
  failNext(status: number, errorCode: string): void {
    this.nextError = new RpError(status, errorCode, 'Simulated error');
  }

  takeInjectedError(): RpError | null {
    const error = this.nextError;
    this.nextError = null;
    return error;
  }

  auth(body: Record<string, unknown>): Pick<SimulatedOrder, 'orderRef' | 'autoStartToken' | 'qrStartToken' | 'qrStartSecret'> {
    if (typeof body.endUserIp !== 'string' || body.endUserIp.length < 2 || body.endUserIp.length > 45) {
      throw new RpError(400, 'invalidParameters', 'Invalid endUserIp');
    }
    if (body.userVisibleDataFormat !== undefined && body.userVisibleDataFormat !== 'simpleMarkdownV1') {
      throw new RpError(400, 'invalidParameters', 'Invalid userVisibleDataFormat');
    }
    if (body.userVisibleData !== undefined && (typeof body.userVisibleData !== 'string' || body.userVisibleData.length > 1500)) {
      throw new RpError(400, 'invalidParameters', 'Invalid userVisibleData');
    }
    const order: SimulatedOrder = {
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      endUserIp: body.endUserIp,
      createdAt: this.now(),
      status: 'pending',
      hintCode: 'outstandingTransaction',
      pickedUp: false,
      personalNumber: null,
      finalCollected: false,
      finishedAt: null,
    };
    this.orders.set(order.orderRef, order);
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
  }

  collect(orderRef: unknown): CollectAnswer {
    const order = this.live(orderRef);
    if (order.status === 'pending') return { orderRef: order.orderRef, status: 'pending', hintCode: order.hintCode };
    // A final result is collected once (§4).
    if (order.finalCollected) throw new RpError(400, 'invalidParameters', 'Order already collected');
    order.finalCollected = true;
    if (order.status === 'failed') return { orderRef: order.orderRef, status: 'failed', hintCode: order.hintCode };
    const person = testPerson(order.personalNumber!);
    return {
      orderRef: order.orderRef,
      status: 'complete',
      completionData: {
        user: {
          personalNumber: person.personalNumber,
          name: `${person.givenName} ${person.surname}`,
          givenName: person.givenName,
          surname: person.surname,
        },
        device: { ipAddress: order.endUserIp, uhi: 'c2ltdWxhdGVkLWRldmljZQ==' },
        bankIdIssueDate: '2024-01-02',
        signature: Buffer.from('<simulated-signature/>').toString('base64'),
        ocspResponse: Buffer.from('simulated-ocsp').toString('base64'),
      },
    };
  }

  cancel(orderRef: unknown): void {
    const order = this.live(orderRef);
    if (order.status !== 'pending') throw new RpError(400, 'invalidParameters', 'Order is not pending');
    // Collect after an RP cancel answers "No such order" (§5).
    this.orders.delete(order.orderRef);
  }

  /** The app read a QR code: it must be this order's code of about this second (±1 s). */
  scan(qrData: string, personalNumber: string): SimulatedOrder {
    const [prefix, token, seconds, code] = qrData.split('.');
    const order = [...this.orders.values()].find((o) => o.qrStartToken === token);
    if (prefix !== 'bankid' || !order || !seconds || !/^\d+$/.test(seconds))
      throw new RpError(400, 'invalidParameters', 'Not a BankID QR code');
    const claimed = Number(seconds);
    if (code !== qrAuthCode(order.qrStartSecret, claimed)) throw new RpError(400, 'invalidParameters', 'The QR code is not genuine');
    if (Math.abs(qrSeconds(order.createdAt, this.now()) - claimed) > 1)
      throw new RpError(400, 'invalidParameters', 'The QR code is too old');
    return this.pickUp(this.live(order.orderRef), personalNumber);
  }

  /** The app opened with the autostart token on the same device. */
  autostart(autoStartToken: string, personalNumber: string): SimulatedOrder {
    const order = [...this.orders.values()].find((o) => o.autoStartToken === autoStartToken);
    if (!order) throw noSuchOrder();
    return this.pickUp(this.live(order.orderRef), personalNumber);
  }

  /** A tester moves a pending order: to any pending hint, to failed with any hint, or to complete. */
  set(
    orderRef: string,
    change: { status: 'pending' | 'failed'; hintCode: string } | { status: 'complete'; personalNumber: string },
  ): SimulatedOrder {
    const order = this.live(orderRef);
    if (order.status !== 'pending') throw new RpError(400, 'invalidParameters', 'Order is not pending');
    if (change.status === 'complete') {
      order.personalNumber = change.personalNumber;
      order.pickedUp = true;
      order.status = 'complete';
      order.finishedAt = this.now();
    } else {
      // Besides BankID's own hints any other word is allowed: BankID may add hint codes, and the RP must cope.
      if (!/^[A-Za-z]{1,40}$/.test(change.hintCode)) throw new RpError(400, 'invalidParameters', 'Invalid hintCode');
      order.status = change.status;
      order.hintCode = change.hintCode;
      if (change.hintCode !== 'outstandingTransaction' && change.hintCode !== 'noClient') order.pickedUp = true;
      if (change.status === 'failed') order.finishedAt = this.now();
    }
    return order;
  }

  pending(): SimulatedOrder[] {
    return [...this.orders.values()].filter((o) => (this.advance(o), o.status === 'pending'));
  }

  private pickUp(order: SimulatedOrder, personalNumber: string): SimulatedOrder {
    if (order.status !== 'pending') throw new RpError(400, 'invalidParameters', 'Order is not pending');
    order.pickedUp = true;
    order.personalNumber = personalNumber;
    order.hintCode = 'userSign';
    return order;
  }

  /** The order, with its time-outs applied; unknown, cancelled and no longer kept orders are "No such order". */
  private live(orderRef: unknown): SimulatedOrder {
    if (typeof orderRef !== 'string') throw new RpError(400, 'invalidParameters', 'Invalid orderRef');
    const order = this.orders.get(orderRef);
    if (!order) throw noSuchOrder();
    this.advance(order);
    if (order.finishedAt && this.now().getTime() - order.finishedAt.getTime() > this.timings.retentionMs) {
      this.orders.delete(orderRef);
      throw noSuchOrder();
    }
    return order;
  }

  private advance(order: SimulatedOrder): void {
    if (order.status !== 'pending') return;
    const age = this.now().getTime() - order.createdAt.getTime();
    if (!order.pickedUp && age > this.timings.pickupMs) this.finish(order, 'startFailed');
    else if (age > this.timings.expireMs) this.finish(order, 'expiredTransaction');
  }

  private finish(order: SimulatedOrder, hintCode: string): void {
    order.status = 'failed';
    order.hintCode = hintCode;
    order.finishedAt = this.now();
  }
}
