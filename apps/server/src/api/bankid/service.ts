import QRCode from 'qrcode';
import { BANKID_POLL_MAX, ErrorCode, type BankIdAuthResponse, type BankIdCollectResponse, type BankIdQrResponse } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { BankIdError, type BankIdClient, type CollectAnswer } from '../../platform/bankid/client';
import { animatedQrData, qrSeconds } from '../../platform/bankid/qr';
import { AppError, notFound } from '../../platform/errors';
import { isAdult, stockholmToday } from './age';
import { claimCollect, findOrder, insertOrder, markComplete, markFailed, markPending, releaseCollect, type OrderRow } from './orders';

interface EndUser {
  ip: string;
  userAgent: string | undefined;
  /** The host the user reached us at, BankID's `web.referringDomain`. */
  host: string | undefined;
}

const unavailable = () => new AppError(ErrorCode.LoginMethodUnavailable);

/** BankID's own errors (maintenance, internal, unauthorized …) are ours to log, the user sees "try again later". */
function fromBankId(deps: Deps, error: unknown): never {
  if (error instanceof BankIdError) deps.log.warn({ status: error.status, errorCode: error.errorCode }, 'BankID answered with an error');
  else deps.log.error({ err: error }, 'BankID could not be reached');
  throw unavailable();
}

async function qrImage(data: string): Promise<string> {
  const svg = await QRCode.toString(data, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** POST bankid/auth/: a new order, without a personnummer (secure start). The QR secret stays in the database. */
export async function startOrder(deps: Deps, client: BankIdClient | undefined, getQr: boolean, user: EndUser): Promise<BankIdAuthResponse> {
  if (!client) throw unavailable();
  const web = {
    ...(user.host ? { referringDomain: user.host.replace(/:\d+$/, '').slice(0, 253) } : {}),
    ...(user.userAgent ? { userAgent: user.userAgent.slice(0, 256) } : {}),
  };
  const order = await client
    .auth({ endUserIp: user.ip, ...(web.referringDomain && web.referringDomain.length >= 3 ? { web } : {}) })
    .catch((e) => fromBankId(deps, e));
  // The QR's seconds count from when the answer came back (protocols/bankid-rp-v6.md §8).
  const startedAt = new Date();
  await insertOrder(deps.db, { ...order, startedAt });
  const qrData = getQr ? animatedQrData(order.qrStartToken, order.qrStartSecret, 0) : null;
  return { OrderRef: order.orderRef, AutoStartToken: order.autoStartToken, QrData: qrData, QrImage: qrData ? await qrImage(qrData) : null };
}

/** GET bankid/qr/{orderRef}: the QR of this second, while the order is pending. */
export async function currentQr(deps: Deps, orderRef: string): Promise<BankIdQrResponse> {
  const order = await findOrder(deps.db, orderRef);
  if (!order || order.status !== 'pending' || !order.qr_start_secret) throw notFound();
  const data = animatedQrData(order.qr_start_token, order.qr_start_secret, qrSeconds(order.started_date));
  return { QrData: data, QrImage: await qrImage(data) };
}

function answer(orderRef: string, order: OrderRow): BankIdCollectResponse {
  if (order.status === 'underage') throw new AppError(ErrorCode.Underage);
  // Spent by a login or a confirmation: it has done its work and its names are gone.
  if (order.used_date) throw new AppError(ErrorCode.AlreadyDone);
  if (order.status !== 'complete') return { OrderRef: orderRef, Status: order.status, HintCode: order.hint_code, CompletionData: null };
  return {
    OrderRef: orderRef,
    Status: 'complete',
    HintCode: null,
    CompletionData: {
      User: {
        PersonalNumber: order.personnummer!,
        Name: `${order.given_name} ${order.surname}`,
        GivenName: order.given_name!,
        Surname: order.surname!,
      },
      Device: { IpAddress: order.ip_address ?? '' },
      BankIdIssueDate: order.bankid_issue_date,
    },
  };
}

/**
 * GET bankid/collect/{orderRef}: asks BankID once and keeps what it answered. At most BANKID_POLL_MAX
 * collects (spec 2 §4), then the order is cancelled and fails as expired. A completed order of
 * someone under 18 is refused with 4002 and can never log in.
 */
export async function collectOrder(deps: Deps, client: BankIdClient | undefined, orderRef: string): Promise<BankIdCollectResponse> {
  const known = await findOrder(deps.db, orderRef);
  if (!known) throw notFound();
  if (!client) throw unavailable();
  if (known.status !== 'pending') return answer(orderRef, known);
  const polls = await claimCollect(deps.db, orderRef);
  // Another request is asking BankID right now, or the order just ended: what is known is the answer.
  if (polls === null || polls === 'busy') return answer(orderRef, (await findOrder(deps.db, orderRef))!);
  if (polls > BANKID_POLL_MAX) {
    await client.cancel(orderRef).catch(() => undefined);
    await markFailed(deps.db, orderRef, 'expiredTransaction');
  } else {
    await askBankId(deps, client, orderRef);
  }
  return answer(orderRef, (await findOrder(deps.db, orderRef))!);
}

async function askBankId(deps: Deps, client: BankIdClient, orderRef: string): Promise<void> {
  let result: CollectAnswer;
  try {
    result = await client.collect(orderRef);
  } catch (error) {
    // BankID no longer knows the order (collected elsewhere, or kept too long): it cannot complete here.
    if (error instanceof BankIdError && error.errorCode === 'invalidParameters') return markFailed(deps.db, orderRef, 'expiredTransaction');
    await releaseCollect(deps.db, orderRef);
    fromBankId(deps, error);
  }
  if (result.status !== 'complete') {
    return result.status === 'pending' ? markPending(deps.db, orderRef, result.hintCode) : markFailed(deps.db, orderRef, result.hintCode);
  }
  const { user, device, bankIdIssueDate } = result.completionData;
  await markComplete(deps.db, orderRef, {
    personnummer: user.personalNumber,
    givenName: user.givenName,
    surname: user.surname,
    ipAddress: device.ipAddress,
    issueDate: bankIdIssueDate ?? null,
    adult: isAdult(user.personalNumber, stockholmToday()),
  });
}

/** POST bankid/cancel/{orderRef}: the user gave up in our page; BankID is told, the order can no longer log in. */
export async function cancelOrder(deps: Deps, client: BankIdClient | undefined, orderRef: string): Promise<void> {
  const order = await findOrder(deps.db, orderRef);
  if (!order) throw notFound();
  if (!client) throw unavailable();
  if (order.status !== 'pending') return;
  await client.cancel(orderRef).catch((error: unknown) => {
    if (!(error instanceof BankIdError && error.errorCode === 'invalidParameters')) fromBankId(deps, error);
  });
  await markFailed(deps.db, orderRef, 'cancelled');
}
