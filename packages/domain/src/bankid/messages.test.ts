import { describe, expect, it } from 'vitest';
import { BANKID_FAILED_HINTS, BANKID_PENDING_HINTS } from './schemas';
import { bankIdMessage, bankIdMessageKey, bankIdMessages } from './messages';

const qr = { autostart: false, mobile: false };
const autostartOnPhone = { autostart: true, mobile: true };

describe('BankID user messages (spec 2 §8)', () => {
  it('maps every pending hint as BankID recommends', () => {
    expect(BANKID_PENDING_HINTS.map((h) => bankIdMessageKey('pending', h, qr))).toEqual([
      'rfa1',
      'rfa1',
      'rfa14a',
      'rfa23',
      'rfa21',
      'rfa9',
    ]);
    expect(bankIdMessageKey('pending', 'outstandingTransaction', autostartOnPhone)).toBe('rfa13');
    expect(bankIdMessageKey('pending', 'started', autostartOnPhone)).toBe('rfa14b');
    expect(bankIdMessageKey('pending', 'somethingNew', qr)).toBe('rfa21');
  });

  it('maps every failed hint, and an unknown one to 22', () => {
    expect(BANKID_FAILED_HINTS.map((h) => bankIdMessageKey('failed', h, qr))).toEqual([
      'rfa8',
      'rfa16',
      'rfa6',
      'rfa3',
      'rfa17b',
      'rfa22',
      'rfa22',
      'rfa22',
    ]);
    expect(bankIdMessageKey('failed', 'startFailed', autostartOnPhone)).toBe('rfa17a');
    expect(bankIdMessageKey('failed', null, qr)).toBe('rfa22');
  });

  it('has every message in Swedish and English', () => {
    expect(Object.keys(bankIdMessages.en).sort()).toEqual(Object.keys(bankIdMessages.sv).sort());
    expect(bankIdMessage('failed', 'userCancel', qr, 'sv')).toBe('Åtgärden avbruten.');
    expect(bankIdMessage('failed', 'userCancel', qr, 'en')).toBe('Action cancelled.');
    expect(bankIdMessage('pending', 'userSign', qr, 'en')).toBe('Enter your security code in the BankID app and select Identify or Sign.');
  });
});
