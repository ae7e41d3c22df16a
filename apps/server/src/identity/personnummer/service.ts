import { ErrorCode, type User } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { actorOf } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { readUser } from '../../platform/users';
import { spendCompletedOrder } from '../bankid/grant';
import { provePersonnummer } from './proof';

/**
 * POST my/user/personnummer/bankid: the signed-in person confirms the account's personnummer with a
 * BankID order they completed (started and collected as at login). The order is spent first, so a
 * refused confirmation cannot be tried again with it. An order for another number than the
 * account's is refused (4135); an account without a number (it lost its claim) takes the one
 * BankID identified, unless another account holds it proven (4137).
 */
export async function confirmWithBankId(deps: Deps, ctx: RequestContext, orderRef: string): Promise<User> {
  const personnummer = await spendCompletedOrder(deps.db, orderRef);
  if (!personnummer) throw new AppError(ErrorCode.BankIdConfirmFailed);
  await deps.db.transaction((tx) =>
    provePersonnummer(deps, tx, { userId: ctx.userId, personnummer, proof: 'bankid', actor: actorOf(ctx) }),
  );
  deps.mail.kick();
  return readUser(deps, ctx);
}
