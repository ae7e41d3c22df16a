import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/** A BankID order as the main API keeps it (migration 0019); the identity service's grant reads it. */
export interface OrderRow {
  [key: string]: unknown;
  order_ref: string;
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
}

export async function insertOrder(
  q: Queryable,
  order: { orderRef: string; qrStartToken: string; qrStartSecret: string; startedAt: Date },
): Promise<void> {
  await q.query(
    sql`INSERT INTO bankid_orders (order_ref, qr_start_token, qr_start_secret, started_date, hint_code)
        VALUES (${order.orderRef}, ${order.qrStartToken}, ${order.qrStartSecret}, ${order.startedAt}, 'outstandingTransaction')`,
  );
}

export async function findOrder(q: Queryable, orderRef: string): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>(sql`SELECT * FROM bankid_orders WHERE order_ref = ${orderRef}`);
  return row ?? null;
}

/** Counts a collect of a pending order; null when the order is not pending (any more). */
export async function countPoll(q: Queryable, orderRef: string): Promise<number | null> {
  const [row] = await q.query<{ poll_count: number }>(
    sql`UPDATE bankid_orders SET poll_count = poll_count + 1 WHERE order_ref = ${orderRef} AND status = 'pending' RETURNING poll_count`,
  );
  return row?.poll_count ?? null;
}

export async function markPending(q: Queryable, orderRef: string, hintCode: string): Promise<void> {
  await q.query(sql`UPDATE bankid_orders SET hint_code = ${hintCode} WHERE order_ref = ${orderRef} AND status = 'pending'`);
}

/** A final state: the QR secret is forgotten, it is of no use any more. */
export async function markFailed(q: Queryable, orderRef: string, hintCode: string): Promise<void> {
  await q.query(
    sql`UPDATE bankid_orders SET status = 'failed', hint_code = ${hintCode}, qr_start_secret = NULL
         WHERE order_ref = ${orderRef} AND status = 'pending'`,
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
         WHERE order_ref = ${orderRef} AND status = 'pending'`,
  );
}

/** Orders older than an hour are of no use to anyone: they go, with the names in them. */
export async function removeOldOrders(q: Queryable): Promise<void> {
  await q.query(sql`DELETE FROM bankid_orders WHERE created_date < now() - interval '1 hour'`);
}
