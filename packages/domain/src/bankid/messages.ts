import type { LanguageId } from '../constants';

/**
 * BankID's recommended user messages (RFA), spec 2 §8, in the wording of protocols/bankid-rp-v6.md §9.
 * 14a/14b keep the sentence about another device, as the spec's catalogue does.
 */
type BankIdMessageKey =
  | 'rfa1'
  | 'rfa3'
  | 'rfa4'
  | 'rfa5'
  | 'rfa6'
  | 'rfa8'
  | 'rfa9'
  | 'rfa13'
  | 'rfa14a'
  | 'rfa14b'
  | 'rfa16'
  | 'rfa17a'
  | 'rfa17b'
  | 'rfa21'
  | 'rfa22'
  | 'rfa23';

export const bankIdMessages: Record<LanguageId, Record<BankIdMessageKey, string>> = {
  sv: {
    rfa1: 'Starta BankID-appen.',
    rfa3: 'Åtgärden avbruten. Försök igen.',
    rfa4: 'En identifiering eller underskrift för det här personnumret är redan påbörjad. Försök igen.',
    rfa5: 'Internt tekniskt fel. Försök igen.',
    rfa6: 'Åtgärden avbruten.',
    rfa8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Om du inte har något giltigt BankID kan du skaffa ett hos din bank. Försök sedan igen.',
    rfa9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    rfa13: 'Försöker starta BankID-appen.',
    rfa14a:
      'Söker efter BankID, det kan ta en liten stund … Om det har gått några sekunder och inget BankID har hittats har du sannolikt inget BankID som går att använda för den aktuella identifieringen/underskriften i den här datorn. Om du har ett BankID-kort, sätt in det i kortläsaren. Om du inte har något BankID kan du skaffa ett hos din bank. Om du har ett BankID på en annan enhet kan du starta din BankID-app där.',
    rfa14b:
      'Söker efter BankID, det kan ta en liten stund … Om det har gått några sekunder och inget BankID har hittats har du sannolikt inget BankID som går att använda för den aktuella identifieringen/underskriften i den här enheten. Om du inte har något BankID kan du skaffa ett hos din bank. Om du har ett BankID på en annan enhet kan du starta din BankID-app där.',
    rfa16: 'Det BankID du försöker använda är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
    rfa17a:
      'BankID-appen verkar inte finnas i din dator eller mobil. Installera den och skaffa ett BankID hos din bank. Installera appen från din appbutik eller https://install.bankid.com',
    rfa17b:
      'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden. Kontrollera att BankID-appen är uppdaterad. Om du inte har BankID-appen måste du installera den och skaffa ett BankID hos din bank. Installera appen från din appbutik eller https://install.bankid.com',
    rfa21: 'Identifiering eller underskrift pågår.',
    rfa22: 'Okänt fel. Försök igen.',
    rfa23: 'Fotografera och läs av din ID-handling med BankID-appen.',
  },
  en: {
    rfa1: 'Start your BankID app.',
    rfa3: 'Action cancelled. Please try again.',
    rfa4: 'An identification or signing for this personal number is already started. Please try again.',
    rfa5: 'Internal error. Please try again.',
    rfa6: 'Action cancelled.',
    rfa8: 'The BankID app is not responding. Please check that it’s started and that you have internet access. If you don’t have a valid BankID you can get one from your bank. Try again.',
    rfa9: 'Enter your security code in the BankID app and select Identify or Sign.',
    rfa13: 'Trying to start your BankID app.',
    rfa14a:
      'Searching for BankID, it may take a little while … If a few seconds have passed and still no BankID has been found, you probably don’t have a BankID which can be used for this identification/signing on this computer. If you have a BankID card, please insert it into your card reader. If you don’t have a BankID you can get one from your bank. If you have a BankID on another device you can start the BankID app on that device.',
    rfa14b:
      'Searching for BankID, it may take a little while … If a few seconds have passed and still no BankID has been found, you probably don’t have a BankID which can be used for this identification/signing on this device. If you don’t have a BankID you can get one from your bank. If you have a BankID on another device you can start the BankID app on that device.',
    rfa16: 'The BankID you are trying to use is blocked or too old. Please use another BankID or get a new one from your bank.',
    rfa17a:
      'The BankID app couldn’t be found on your computer or mobile device. Please install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com',
    rfa17b:
      'Failed to scan the QR code. Start the BankID app and scan the QR code. Check that the BankID app is up to date. If you don’t have the BankID app, you need to install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com',
    rfa21: 'Identification or signing in progress.',
    rfa22: 'Unknown error. Please try again.',
    rfa23: 'Process your machine-readable travel document using the BankID app.',
  },
};

/** How the order was started, which some messages depend on. */
interface BankIdStart {
  /** The user chose "open BankID on this device" (autostart), rather than scanning the QR. */
  autostart: boolean;
  /** The browser is on a phone or tablet. */
  mobile: boolean;
}

/** The message for a collect answer (protocols/bankid-rp-v6.md §4); unknown hints get 21 (pending) or 22 (failed). */
export function bankIdMessageKey(status: 'pending' | 'failed', hintCode: string | null, start: BankIdStart): BankIdMessageKey {
  if (status === 'pending') {
    switch (hintCode) {
      case 'outstandingTransaction':
        return start.autostart ? 'rfa13' : 'rfa1';
      case 'noClient':
        return 'rfa1';
      case 'started':
        return start.mobile ? 'rfa14b' : 'rfa14a';
      case 'userMrtd':
        return 'rfa23';
      case 'userSign':
        return 'rfa9';
      default:
        return 'rfa21';
    }
  }
  switch (hintCode) {
    case 'expiredTransaction':
      return 'rfa8';
    case 'certificateErr':
      return 'rfa16';
    case 'userCancel':
      return 'rfa6';
    case 'cancelled':
      return 'rfa3';
    case 'startFailed':
      return start.autostart ? 'rfa17a' : 'rfa17b';
    default:
      return 'rfa22';
  }
}

export function bankIdMessage(status: 'pending' | 'failed', hintCode: string | null, start: BankIdStart, language: LanguageId): string {
  return bankIdMessages[language][bankIdMessageKey(status, hintCode, start)];
}
