import type { LoginTokenResponse } from '@symptoms/domain';
import { loginWithBankId } from './api';
import { BankIdFlow } from './BankIdFlow';
import { useBankIdOrder } from './useBankIdOrder';

/**
 * BankID login beside the password form. Only an account whose personnummer is proven opens; the
 * server's refusal (4134) says how to confirm the number (decisions: "A personnummer is proven").
 */
export function BankIdLogin({ onLoggedIn }: { onLoggedIn: (token: LoginTokenResponse) => Promise<void> | void }) {
  const order = useBankIdOrder(async (personnummer, orderRef) => {
    await onLoggedIn(await loginWithBankId(personnummer, orderRef));
  });
  return <BankIdFlow order={order} purpose="login" />;
}
