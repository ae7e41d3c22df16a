import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { orderRefHash } from '../../platform/bankid/order-key';

/**
 * A BankID order as the main API keeps it (migrations 0019, 0032); the identity service's grant
 * reads it. Each function takes the orderRef and finds the order by its hash (order-key.ts).
 */
export interface OrderRow {
  [key: string]: unknown;
  order_ref_hash: string;
  qr_start_token: string;
  qr_start_secret: string | null;
  started_date: Date;
  status: 'pending' | 'failed' | 'complete' | 'underage';
  hint_code: string | null;
  poll_count: number;
  personnummer: string | null;
  given_name: string | null;
  surname: string | null;
  ip_address: string | null;
  bankid_issue_date: string | null;
  /** When a login or a confirmation spent the order (its names are then gone). */
  used_date: Date | null;
}

export async function insertOrder(
  q: Queryable,
  order: { orderRef: string; qrStartToken: string; qrStartSecret: string; startedAt: Date },
): Promise<void> {
  await q.query(
    sql`INSERT INTO bankid_orders (order_ref_hash, qr_start_token, qr_start_secret, started_date, hint_code)
        VALUES (${orderRefHash(order.orderRef)}, ${order.qrStartToken}, ${order.qrStartSecret}, ${order.startedAt}, 'outstandingTransaction')`,
  );
}

export async function findOrder(q: Queryable, orderRef: string): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>(sql`SELECT * FROM bankid_orders WHERE order_ref_hash = ${orderRefHash(orderRef)}`);
  return row ?? null;
}

/**
 * Claims a pending order for one collect and counts it: 'busy' while another request is asking
 * BankID about it (a few seconds at most), null when the order is not pending (any more).
 */
export async function claimCollect(q: Queryable, orderRef: string): Promise<number | 'busy' | null> {
  const [row] = await q.query<{ poll_count: number | null; claimed: boolean; pending: boolean }>(
    sql`WITH claimed AS (
          UPDATE bankid_orders SET poll_count = poll_count + 1, collecting_until = now() + interval '10 seconds'
           WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'pending' AND (collecting_until IS NULL OR collecting_until < now())
          RETURNING poll_count)
        SELECT (SELECT poll_count FROM claimed) AS poll_count, EXISTS (SELECT 1 FROM claimed) AS claimed,
               EXISTS (SELECT 1 FROM bankid_orders WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'pending') AS pending`,
  );
  if (row?.claimed) return row.poll_count!;
  return row?.pending ? 'busy' : null;
}

/** Lets the next poll ask BankID again (after BankID could not be asked). */
export async function releaseCollect(q: Queryable, orderRef: string): Promise<void> {
  await q.query(sql`UPDATE bankid_orders SET collecting_until = NULL WHERE order_ref_hash = ${orderRefHash(orderRef)}`);
}

export async function markPending(q: Queryable, orderRef: string, hintCode: string): Promise<void> {
  await q.query(
    sql`UPDATE bankid_orders SET hint_code = ${hintCode}, collecting_until = NULL WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'pending'`,
  );
}

/** A final state: the QR secret is forgotten, it is of no use any more. */
export async function markFailed(q: Queryable, orderRef: string, hintCode: string): Promise<void> {
  await q.query(
    sql`UPDATE bankid_orders SET status = 'failed', hint_code = ${hintCode}, qr_start_secret = NULL
         WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'pending'`,
  );
}

export async function markComplete(
  q: Queryable,
  orderRef: string,
  person: { personnummer: string; givenName: string; surname: string; ipAddress: string; issueDate: string | null; adult: boolean },
): Promise<void> {
  await q.query(
    sql`UPDATE bankid_orders
           SET status = ${person.adult ? 'complete' : 'underage'}, hint_code = NULL, qr_start_secret = NULL,
               personnummer = ${person.personnummer}, given_name = ${person.givenName}, surname = ${person.surname},
               ip_address = ${person.ipAddress}, bankid_issue_date = ${person.issueDate}, completed_date = now()
         WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'pending'`,
  );
}

/** Orders older than an hour are of no use to anyone: they go, with the names in them. */
export async function removeOldOrders(q: Queryable): Promise<void> {
  await q.query(sql`DELETE FROM bankid_orders WHERE created_date < now() - interval '1 hour'`);
}
