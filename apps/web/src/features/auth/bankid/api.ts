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

/** The link that opens BankID on this device (protocols/bankid-rp-v6.md §7); never put in a QR code. */
export function launchUrl(autoStartToken: string, mobile: boolean): string {
  const token = encodeURIComponent(autoStartToken);
  return mobile ? `https://app.bankid.com/?autostarttoken=${token}&redirect=null` : `bankid:///?autostarttoken=${token}&redirect=null`;
}

export function isMobileDevice(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
