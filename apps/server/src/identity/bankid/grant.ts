import { ErrorCode, normalizePersonnummer, type TokenRequest } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { orderRefHash } from '../../platform/bankid/order-key';
import { AppError } from '../../platform/errors';
import { findProvenUser } from '../personnummer/proof';
import { openSession, type ClientInfo } from '../token/service';

/** How long after BankID completed its order the login (or a confirmation in the profile) may be made. */
const COMPLETED_ORDER_VALID_MINUTES = 3;

/**
 * Spends a BankID order the main API's collect saw complete, soon enough, and not used before, and
 * answers the personnummer BankID identified (null: no such order). Spent once, whatever comes next.
 */
export async function spendCompletedOrder(q: Queryable, orderRef: string, personnummer?: string): Promise<string | null> {
  const [order] = await q.query<{ personnummer: string }>(
    sql`UPDATE bankid_orders SET used_date = now(), given_name = NULL, surname = NULL
         WHERE order_ref_hash = ${orderRefHash(orderRef)} AND status = 'complete' AND used_date IS NULL
           ${personnummer === undefined ? sql`` : sql`AND personnummer = ${personnummer}`}
           AND completed_date > now() - make_interval(mins => ${COMPLETED_ORDER_VALID_MINUTES})
         RETURNING personnummer`,
  );
  return order?.personnummer ?? null;
}

/**
 * grant_type=bankid: logs in with an order the main API's collect saw complete for this personnummer.
 * The order is spent by this statement, so it logs in once; another person's number, a pending,
 * failed, under-age or stale order are all refused alike. BankID is strong authentication on its own:
 * the session's provider `bankid` counts as two-factor (docs/decisions.md). Only an account that
 * holds the number proven opens; without one the answer is the same whether or not some account
 * claims the number (4134).
 */
export async function bankIdGrant(deps: Deps, input: Extract<TokenRequest, { grant_type: 'bankid' }>, client: ClientInfo) {
  const personnummer = normalizePersonnummer(input.personnummer);
  if (!personnummer) throw new AppError(ErrorCode.BankIdLoginFailed);
  if (!(await spendCompletedOrder(deps.db, input.orderRef, personnummer))) throw new AppError(ErrorCode.BankIdLoginFailed);
  const user = await findProvenUser(deps.db, personnummer);
  if (!user) throw new AppError(ErrorCode.PersonnummerNotProven);
  return openSession(deps, user, 'bankid', input, client);
}
