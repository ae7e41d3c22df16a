import { z } from '../zod';
import { IsoDate } from '../entities/common';

/**
 * Data exports of a group (spec 3 §7 Exports, §4 Export logging). The kinds are the spec's export
 * calls: PROM reports (answers as their ExportValue), the mapped PROM export (answers as their text),
 * symptom reports, subject information and notes (only of participants whose consent names notes).
 */
export const EXPORT_KINDS = ['promreports', 'promreports-mapped', 'symptomreports', 'notes', 'subject-information'] as const;
export const ExportKind = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof ExportKind>;

/**
 * What an export takes: a day range in Stockholm time (both ends included; either open), and
 * whether to log it (then only participants not yet exported of this kind, who are marked after).
 */
export const ExportRequest = z
  .object({
    From: IsoDate.nullable().optional(),
    To: IsoDate.nullable().optional(),
    LogExport: z.boolean().default(false),
  })
  .refine((r) => !r.From || !r.To || r.From <= r.To, { path: ['To'], message: 'value' });
export type ExportRequest = z.infer<typeof ExportRequest>;

/** What an export would hold: the web asks first and says "no data" instead of giving an empty file. */
export const ExportCount = z.object({ Participants: z.number().int().min(0), Rows: z.number().int().min(0) });
export type ExportCount = z.infer<typeof ExportCount>;

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), when first. */
export const FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A cell a spreadsheet will show as text: one that starts like a formula gets a leading
 * apostrophe. Numbers are written as numbers (a negative score stays a number).
 */
export function neutraliseCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return (FORMULA_PREFIXES as readonly string[]).includes(value.charAt(0)) ? `'${value}` : value;
}

/** `YYYYMMDD-HHmmss` of a time in Stockholm, for export file names. */
export function exportStamp(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}-${get('hour')}${get('minute')}${get('second')}`;
}

/** A file-name part made of letters, digits and dashes only. */
export function fileNamePart(text: string): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || 'export';
}
