import { describe, expect, it } from 'vitest';
import { animatedQrData } from '../qr';
import { RpError, SimulatedBankId } from './orders';

function bankAt(start = Date.parse('2026-11-26T10:00:00Z')) {
  let now = start;
  const bank = new SimulatedBankId({ pickupMs: 30_000, expireMs: 180_000, retentionMs: 300_000 }, () => new Date(now));
  return { bank, tick: (ms: number) => (now += ms) };
}

const rpError = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RpError) return { status: error.status, errorCode: error.errorCode, details: error.details };
    throw error;
  }
  throw new Error('no error');
};

describe('the simulated BankID', () => {
  it('refuses an auth without endUserIp, as BankID does', () => {
    expect(rpError(() => bankAt().bank.auth({}))).toMatchObject({ status: 400, errorCode: 'invalidParameters' });
  });

  it('answers a final state once, then "No such order" after the retention time', () => {
    const { bank, tick } = bankAt();
    const order = bank.auth({ endUserIp: '127.0.0.1' });
    bank.set(order.orderRef, { status: 'complete', personalNumber: '191212121212' });
    expect(bank.collect(order.orderRef)).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: '191212121212' } },
    });
    expect(rpError(() => bank.collect(order.orderRef))).toMatchObject({
      errorCode: 'invalidParameters',
      details: 'Order already collected',
    });
    tick(300_001);
    expect(rpError(() => bank.collect(order.orderRef))).toMatchObject({ details: 'No such order' });
  });

  it('forgets a cancelled order, and refuses to cancel it twice', () => {
    const { bank } = bankAt();
    const order = bank.auth({ endUserIp: '127.0.0.1' });
    bank.cancel(order.orderRef);
    expect(rpError(() => bank.collect(order.orderRef))).toMatchObject({ details: 'No such order' });
    expect(rpError(() => bank.cancel(order.orderRef))).toMatchObject({ errorCode: 'invalidParameters' });
  });

  it('accepts the QR of the current second, give or take one, and not an older one', () => {
    const { bank, tick } = bankAt();
    const order = bank.auth({ endUserIp: '127.0.0.1' });
    tick(5_500);
    const at = (s: number) => animatedQrData(order.qrStartToken, order.qrStartSecret, s);
    expect(rpError(() => bank.scan(at(3), '191212121212'))).toMatchObject({ details: 'The QR code is too old' });
    expect(bank.scan(at(4), '191212121212')).toMatchObject({ hintCode: 'userSign', personalNumber: '191212121212' });
  });

  it('fails an order nobody picked up after 30 s, and one nobody finished after 3 minutes', () => {
    const { bank, tick } = bankAt();
    const unpicked = bank.auth({ endUserIp: '127.0.0.1' });
    const picked = bank.auth({ endUserIp: '127.0.0.1' });
    bank.autostart(picked.autoStartToken, '198503122387');
    tick(30_001);
    expect(bank.collect(unpicked.orderRef)).toMatchObject({ status: 'failed', hintCode: 'startFailed' });
    expect(bank.collect(picked.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    tick(150_000);
    expect(bank.collect(picked.orderRef)).toMatchObject({ status: 'failed', hintCode: 'expiredTransaction' });
  });
});
