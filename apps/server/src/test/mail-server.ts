import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text part, quoted-printable decoded, and the subject as written. */
  text: string;
  subject: string;
}

/** Decodes quoted-printable (soft line breaks and =XX bytes as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The text/plain part of a raw message, decoded (nodemailer writes it quoted-printable or 7bit). */
function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) return '';
  const header = raw.slice(0, match.index + match[0].indexOf(match[1]!));
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(header.slice(header.lastIndexOf('Content-Type: text/plain')));
  return qp ? decodeQuotedPrintable(match[1]!) : match[1]!;
}

/** A real SMTP server on a free port that keeps what it receives, for tests of the mail the app sends. */
export async function startMailServer(onMail?: (mail: ReceivedMail) => void): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, count?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: textPart(raw), subject };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, count = 1) {
      for (let i = 0; i < 200; i++) {
        const found = mails.filter((m) => m.to.includes(to));
        if (found.length >= count) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} (got ${mails.map((m) => m.to.join()).join('; ') || 'none'})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}/(\\S+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}
