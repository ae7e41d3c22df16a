import type { LanguageId } from '@symptoms/domain';
import type { Mail } from '../../platform/mail';
import { placeholder, type MailSecrets } from '../../platform/mail-secrets';

/**
 * Every mail the identity service sends, in Swedish and English, as plain text and HTML. A mail
 * holds no health data and no personnummer: only what the reader needs to act, and a link. A link
 * with a code or key, and a typed code, are the mail's secrets: its texts hold placeholders and the
 * outbox keeps the values apart until the mail is sent (platform/mail-secrets.ts).
 */
type Kind =
  | 'verifyEmail'
  | 'alreadyRegistered'
  | 'resetPassword'
  | 'activationCode'
  | 'emailChangeRequested'
  | 'passwordChanged'
  | 'invite'
  | 'staffInvite'
  | 'adminResetPassword'
  | 'twoFactorDisabledByAdmin'
  | 'personnummerRemoved';

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

const texts: Record<LanguageId, Record<Kind, (v: { link?: string; code?: string; group?: string; message?: string }) => Text>> = {
  sv: {
    verifyEmail: () => ({
      subject: 'Bekräfta din e-postadress i Symptoms',
      lines: ['Hej!', 'Bekräfta din e-postadress genom att öppna länken nedan. Länken gäller i 24 timmar.'],
      action: 'Bekräfta e-postadressen',
    }),
    alreadyRegistered: () => ({
      subject: 'Du har redan ett konto i Symptoms',
      lines: [
        'Hej!',
        'Någon försökte skapa ett konto i Symptoms med den här e-postadressen eller ditt personnummer, men du har redan ett konto.',
        'Logga in som vanligt. Har du glömt lösenordet kan du återställa det på inloggningssidan. Var det inte du behöver du inte göra något.',
      ],
      action: 'Logga in',
    }),
    resetPassword: () => ({
      subject: 'Återställ ditt lösenord i Symptoms',
      lines: [
        'Hej!',
        'Du har bett om att få återställa ditt lösenord. Öppna länken nedan inom en timme. Länken fungerar en gång.',
        'Bad du inte om detta kan du bortse från mejlet; ditt lösenord är oförändrat.',
      ],
      action: 'Välj ett nytt lösenord',
    }),
    activationCode: ({ code }) => ({
      subject: 'Ditt konto i Symptoms är inaktiverat',
      lines: [
        'Hej!',
        'Ditt konto är nu inaktiverat. Vill du aktivera det igen loggar du in och anger aktiveringskoden nedan tillsammans med ditt lösenord.',
        `Aktiveringskod: ${code ?? ''}`,
      ],
    }),
    emailChangeRequested: () => ({
      subject: 'Din e-postadress i Symptoms håller på att ändras',
      lines: [
        'Hej!',
        'Någon har bett om att byta inloggningsadress för ditt konto. Adressen ändras först när den nya adressen har bekräftats.',
        'Var det inte du? Byt lösenord och avsluta dina andra sessioner under Profil.',
      ],
    }),
    invite: ({ group, message }) => ({
      subject: `Inbjudan till ${group ?? 'Symptoms'}`,
      lines: [
        'Hej!',
        `Du är inbjuden till ${group ?? 'Symptoms'} i Symptoms, där du följer din hälsa och delar den med vården när du själv vill.`,
        ...(message ? [message] : []),
        'Öppna länken för att skapa ditt konto. Inbjudan gäller i 30 dagar.',
      ],
      action: 'Skapa konto',
    }),
    passwordChanged: () => ({
      subject: 'Ditt lösenord i Symptoms har ändrats',
      lines: [
        'Hej!',
        'Lösenordet för ditt konto har ändrats och dina andra sessioner har avslutats.',
        'Var det inte du? Återställ lösenordet på inloggningssidan.',
      ],
    }),

    staffInvite: ({ group, message }) => ({
      subject: `Inbjudan till ${group ?? 'Symptoms'}`,
      lines: [
        'Hej!',
        `Du är inbjuden att arbeta i ${group ?? 'Symptoms'} i Symptoms.`,
        ...(message ? [message] : []),
        'Öppna länken för att skapa ditt konto. Inbjudan gäller i 30 dagar.',
      ],
      action: 'Skapa konto',
    }),
    adminResetPassword: () => ({
      subject: 'Välj ett lösenord i Symptoms',
      lines: [
        'Hej!',
        'En administratör i Symptoms har skickat dig en länk för att välja ett nytt lösenord. Öppna länken inom en timme. Länken fungerar en gång.',
        'Har länken gått ut kan du återställa lösenordet på inloggningssidan.',
      ],
      action: 'Välj ett lösenord',
    }),
    twoFactorDisabledByAdmin: () => ({
      subject: 'Tvåstegsverifieringen är avstängd för ditt konto',
      lines: [
        'Hej!',
        'En administratör har stängt av tvåstegsverifieringen för ditt konto i Symptoms och dina sessioner har avslutats.',
        'Slå på den igen under Profil när du har loggat in. Bad du inte om detta? Kontakta din administratör.',
      ],
    }),
    personnummerRemoved: () => ({
      subject: 'Personnumret har tagits bort från ditt konto i Symptoms',
      lines: [
        'Hej!',
        'Personnumret som angavs för ditt konto i Symptoms har nu bekräftats med e-legitimation på ett annat konto. Ett personnummer hör bara till den som kan bekräfta det, så vi har tagit bort det från ditt konto.',
        'Ditt konto och dina uppgifter finns kvar, och du loggar in med e-post och lösenord som vanligt.',
        'Angav du fel personnummer? Logga in och bekräfta ditt eget med BankID under Profil. Bekräftade du själv numret på ditt andra konto behöver du inte göra något.',
      ],
      action: 'Logga in',
    }),
  },
  en: {
    verifyEmail: () => ({
      subject: 'Confirm your email address in Symptoms',
      lines: ['Hello,', 'Confirm your email address by opening the link below. The link is valid for 24 hours.'],
      action: 'Confirm the email address',
    }),
    alreadyRegistered: () => ({
      subject: 'You already have an account in Symptoms',
      lines: [
        'Hello,',
        'Someone tried to create an account in Symptoms with this email address or your personal identity number, but you already have an account.',
        'Log in as usual. If you have forgotten your password, you can reset it on the login page. If it was not you, you need not do anything.',
      ],
      action: 'Log in',
    }),
    resetPassword: () => ({
      subject: 'Reset your password in Symptoms',
      lines: [
        'Hello,',
        'You asked to reset your password. Open the link below within an hour. The link works once.',
        'If you did not ask for this, ignore this email; your password is unchanged.',
      ],
      action: 'Choose a new password',
    }),
    activationCode: ({ code }) => ({
      subject: 'Your account in Symptoms is deactivated',
      lines: [
        'Hello,',
        'Your account is now deactivated. To activate it again, log in and enter the activation code below together with your password.',
        `Activation code: ${code ?? ''}`,
      ],
    }),
    emailChangeRequested: () => ({
      subject: 'Your email address in Symptoms is being changed',
      lines: [
        'Hello,',
        "Someone asked to change your account's login address. The address changes only once the new address has been confirmed.",
        'Was it not you? Change your password and end your other sessions under Profile.',
      ],
    }),
    invite: ({ group, message }) => ({
      subject: `Invitation to ${group ?? 'Symptoms'}`,
      lines: [
        'Hello,',
        `You are invited to ${group ?? 'Symptoms'} in Symptoms, where you follow your health and share it with care when you choose to.`,
        ...(message ? [message] : []),
        'Open the link to create your account. The invite is valid for 30 days.',
      ],
      action: 'Create account',
    }),
    passwordChanged: () => ({
      subject: 'Your password in Symptoms has been changed',
      lines: [
        'Hello,',
        "Your account's password has been changed and your other sessions have been ended.",
        'Was it not you? Reset your password on the login page.',
      ],
    }),
    staffInvite: ({ group, message }) => ({
      subject: `Invitation to ${group ?? 'Symptoms'}`,
      lines: [
        'Hello,',
        `You are invited to work in ${group ?? 'Symptoms'} in Symptoms.`,
        ...(message ? [message] : []),
        'Open the link to create your account. The invite is valid for 30 days.',
      ],
      action: 'Create account',
    }),
    adminResetPassword: () => ({
      subject: 'Choose a password in Symptoms',
      lines: [
        'Hello,',
        'An administrator of Symptoms has sent you a link to choose a new password. Open it within an hour. The link works once.',
        'If the link has expired, you can reset your password on the login page.',
      ],
      action: 'Choose a password',
    }),
    twoFactorDisabledByAdmin: () => ({
      subject: 'Two-factor authentication is off for your account',
      lines: [
        'Hello,',
        'An administrator has turned off two-factor authentication for your account in Symptoms, and your sessions have been ended.',
        'Turn it on again under Profile once you have logged in. Did you not ask for this? Contact your administrator.',
      ],
    }),
    personnummerRemoved: () => ({
      subject: 'The personal identity number has been removed from your account in Symptoms',
      lines: [
        'Hello,',
        'The personal identity number given for your account in Symptoms has now been confirmed with an electronic ID on another account. A personal identity number belongs only to the person who can confirm it, so we have removed it from your account.',
        'Your account and your data remain, and you log in with email and password as usual.',
        'Did you give the wrong number? Log in and confirm your own with BankID under Profile. If you confirmed the number yourself on your other account, you need not do anything.',
      ],
      action: 'Log in',
    }),
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface MailValues {
  /** A link anyone may have (the login page). */
  link?: string;
  /** A link with a code or key, or a typed code, and how long it works. */
  secret?: { link: string; validMinutes: number } | { code: string; validMinutes: number };
  group?: string;
  message?: string;
}

export function accountMail(kind: Kind, language: LanguageId, to: string, values: MailValues = {}): Mail {
  const { secret, ...plain } = values;
  const secretLink = secret && 'link' in secret ? secret.link : undefined;
  const secretCode = secret && 'code' in secret ? secret.code : undefined;
  const link = secretLink ? placeholder('link') : plain.link;
  const t = texts[language][kind]({ ...plain, link, ...(secretCode ? { code: placeholder('code') } : {}) });
  const text = [...t.lines, ...(link ? ['', `${t.action ?? link}: ${link}`] : []), '', '— Symptoms'].join('\n');
  const paragraphs = t.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action ?? link)}</a></p>` : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs}${button}<p>— Symptoms</p></body></html>`;
  const secrets: MailSecrets | undefined = secret
    ? { values: secretLink ? { link: secretLink } : { code: secretCode! }, validMinutes: secret.validMinutes }
    : undefined;
  return { to, subject: t.subject, text, html, ...(secrets ? { secrets } : {}) };
}
