import { BankIdAuthResponse, BankIdCollectResponse, BankIdQrResponse, type LoginTokenResponse } from '@symptoms/domain';
import { apiRequest, requestToken } from '../../../api/client';

const order = (orderRef: string) => encodeURIComponent(orderRef);

/** Starts a BankID order: with a QR for another device, or without one for this device's app. */
export function startBankId(getQr: boolean): Promise<BankIdAuthResponse> {
  return apiRequest('/api/bankid/auth/', { method: 'POST', json: { GetQr: getQr }, authenticated: false }, BankIdAuthResponse);
}

export function fetchBankIdQr(orderRef: string): Promise<BankIdQrResponse> {
  return apiRequest(`/api/bankid/qr/${order(orderRef)}`, { authenticated: false }, BankIdQrResponse);
}

export function collectBankId(orderRef: string): Promise<BankIdCollectResponse> {
  return apiRequest(`/api/bankid/collect/${order(orderRef)}`, { authenticated: false }, BankIdCollectResponse);
}

export function cancelBankId(orderRef: string): Promise<void> {
  return apiRequest(`/api/bankid/cancel/${order(orderRef)}`, { method: 'POST', authenticated: false });
}

export function loginWithBankId(personnummer: string, orderRef: string): Promise<LoginTokenResponse> {
  return requestToken({ grant_type: 'bankid', personnummer, orderRef });
}

/**
 * The link that opens BankID on this device (protocols/bankid-rp-v6.md §7); never put in a QR code.
 * A computer's app is started with `redirect=null` (it returns the focus itself). On a phone the app
 * link: iOS brings the person back with `redirect`, the page's own URL, URL-encoded; Android returns
 * to the browser by itself, so the link carries no redirect (a URL would open the page in a new tab).
 */
export function launchUrl(autoStartToken: string, device: BankIdDevice, returnUrl: string): string {
  const token = encodeURIComponent(autoStartToken);
  if (!device.mobile) return `bankid:///?autostarttoken=${token}&redirect=null`;
  const app = `https://app.bankid.com/?autostarttoken=${token}`;
  return device.ios ? `${app}&redirect=${encodeURIComponent(returnUrl)}` : app;
}

/** What the BankID screen needs to know of the device it is on. */
export interface BankIdDevice {
  /** A phone or tablet: BankID's app link and its messages for "this device". */
  mobile: boolean;
  /** iPhone, iPad (also one that says it is a Mac) or iPod. */
  ios: boolean;
}

export function bankIdDevice(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  touchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): BankIdDevice {
  // iPadOS Safari says it is a Mac; only its touch screen tells them apart.
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1);
  return { mobile: ios || /Android|Mobile/i.test(userAgent), ios };
}
