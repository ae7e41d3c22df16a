import { ErrorCode, normalizePersonnummer, type TokenRequest } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { orderRefHash } from '../../platform/bankid/order-key';
import { AppError } from '../../platform/errors';
import { findUserByPersonnummer } from '../sso/accounts';
import { openSession, type ClientInfo } from '../token/service';

/** How long after BankID completed its order the login may be made. */
const COMPLETED_ORDER_VALID_MINUTES = 3;

/**
 * grant_type=bankid: logs in with an order the main API's collect saw complete for this personnummer.
 * The order is spent by this statement, so it logs in once; another person's number, a pending,
 * failed, under-age or stale order are all refused alike. BankID is strong authentication on its own:
 * the session's provider `bankid` counts as two-factor (docs/decisions.md).
 */
export async function bankIdGrant(deps: Deps, input: Extract<TokenRequest, { grant_type: 'bankid' }>, client: ClientInfo) {
  const personnummer = normalizePersonnummer(input.personnummer);
  if (!personnummer) throw new AppError(ErrorCode.BankIdLoginFailed);
  const [order] = await deps.db.query<{ order_ref_hash: string }>(
    sql`UPDATE bankid_orders SET used_date = now(), given_name = NULL, surname = NULL
         WHERE order_ref_hash = ${orderRefHash(input.orderRef)} AND status = 'complete' AND personnummer = ${personnummer} AND used_date IS NULL
           AND completed_date > now() - make_interval(mins => ${COMPLETED_ORDER_VALID_MINUTES})
         RETURNING order_ref_hash`,
  );
  if (!order) throw new AppError(ErrorCode.BankIdLoginFailed);
  const user = await findUserByPersonnummer(deps.db, personnummer);
  if (!user) throw new AppError(ErrorCode.NoAccountForIdentity);
  return openSession(deps, user, 'bankid', input, client);
}
