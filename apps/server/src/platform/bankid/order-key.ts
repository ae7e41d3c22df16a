import { createHash } from 'node:crypto';

/**
 * How `bankid_orders` names an order: the SHA-256 of its orderRef. The reference lets whoever holds
 * it collect the order and, with the personnummer, log in once it is complete, so the table keeps
 * it as it keeps codes and keys; every use comes with the reference itself.
 */
export const orderRefHash = (orderRef: string) => createHash('sha256').update(orderRef).digest('hex');
