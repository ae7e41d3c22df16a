import { z } from '../zod';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES_PER_PATIENT,
  UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT,
  UPLOAD_MIME_TYPES,
  type LanguageId,
} from '../constants';
import { IsoDateTime, Uuid } from './common';

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
const UploadMimeTypeSchema = z.enum(UPLOAD_MIME_TYPES);

const UPLOAD_FILE_NAME_MAX = 255;
/** Characters needed to carry the largest allowed file as base64 (4 characters per 3 bytes). */
export const UPLOAD_MAX_BASE64_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

/** File extensions the upload button accepts, per type. */
export const UPLOAD_EXTENSIONS: Record<UploadMimeType, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
};

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an extension
// ("invoice\u202Egnp.exe" shows as "invoiceexe.png").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as we store and send it: the last part of any path (either slash), without control
 * or direction characters, without leading dots or surrounding spaces, at most 255 characters with
 * the extension kept. Returns '' when nothing is left.
 */
export function cleanFileName(name: string): string {
  const lastPart = name.split(/[/\\]/).pop() ?? '';
  let cleaned = lastPart
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned === '..' || cleaned === '.') cleaned = '';
  if ([...cleaned].length > UPLOAD_FILE_NAME_MAX) {
    const chars = [...cleaned];
    const dot = cleaned.lastIndexOf('.');
    const extension = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
    cleaned = chars.slice(0, UPLOAD_FILE_NAME_MAX - extension.length).join('') + extension.join('');
  }
  return cleaned;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The type a file really is, by its first bytes (magic numbers); null for anything else. */
export function detectUploadMimeType(bytes: Uint8Array): UploadMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

/** A base64 data URL: `data:<any type>;base64,<payload>`. The type that counts is MimeType, checked against the bytes. */
const DATA_URL_PATTERN = /^data:[\w.+-]*\/?[\w.+-]*(;[\w-]+=[\w.-]+)*;base64,/;

export const PatientUploadCreate = z.object({
  FileName: z.preprocess((v) => (typeof v === 'string' ? cleanFileName(v) : v), z.string().min(1).max(UPLOAD_FILE_NAME_MAX)),
  MimeType: UploadMimeTypeSchema,
  Data: z.string().min(1).regex(DATA_URL_PATTERN),
  /** Accepted for compatibility; the server stores its own time of receipt (docs/decisions.md). */
  CreatedDate: IsoDateTime.optional(),
});
export type PatientUploadCreate = z.infer<typeof PatientUploadCreate>;

/** An upload as listed: everything but the bytes (Data is fetched through the download route). */
export const PatientUpload = z.object({
  Id: Uuid,
  FileName: z.string(),
  MimeType: UploadMimeTypeSchema,
  /** Size of the file in bytes. */
  Size: z.number().int().min(0),
  CreatedDate: IsoDateTime,
  PatientId: Uuid,
});
export type PatientUpload = z.infer<typeof PatientUpload>;
export const PatientUploadList = z.array(PatientUpload);

/** Messages for upload problems, shown by the client before sending and sent by the server. */
export const uploadMessages: Record<LanguageId, { tooLarge: string; wrongType: string; empty: string; quotaReached: string }> = {
  sv: {
    tooLarge: `Filen är för stor. Den får vara högst ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
    wrongType: 'Filtypen stöds inte. Välj en PNG-, JPEG- eller PDF-fil.',
    empty: 'Filen är tom.',
    quotaReached: `Du kan spara högst ${UPLOAD_MAX_FILES_PER_PATIENT} filer och ${UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT / 1024 / 1024} MB sammanlagt. Ta bort filer du inte längre behöver.`,
  },
  en: {
    tooLarge: `The file is too large. It may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
    wrongType: 'The file type is not supported. Choose a PNG, JPEG or PDF file.',
    empty: 'The file is empty.',
    quotaReached: `You can keep at most ${UPLOAD_MAX_FILES_PER_PATIENT} files and ${UPLOAD_MAX_TOTAL_BYTES_PER_PATIENT / 1024 / 1024} MB in all. Delete files you no longer need.`,
  },
};

/** The header value that names a download: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const cleaned = cleanFileName(fileName) || 'file';
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
