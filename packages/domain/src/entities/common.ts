import { z } from '../zod';
import { LANGUAGES } from '../constants';

/** Server ids are UUIDs: the dash tells a remote id from a 21-character local draft id. */
export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });
export const IsoDate = z.iso.date();
/** A row's version: an integer column in PostgreSQL, so at most 2³¹ − 1 (a larger one failed there as a 500). */
export const Version = z.number().int().min(0).max(2_147_483_647);
export const LanguageIdSchema = z.enum(LANGUAGES);
/** Organization and group ids are short slugs: they travel inside `org/group:role` claims. */
export const SlugId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, { message: 'slug' });

/**
 * A link the app shows (a group's links, a study task's): http or https only, so a stored link can
 * never be a `javascript:` or `data:` URL, whatever renders it.
 */
export const WebUrl = (max: number) => z.url({ protocol: /^https?$/, message: 'webUrl' }).max(max);

export const ErrorBody = z.object({
  ErrorCode: z.number().int(),
  Message: z.string(),
  Errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Paging = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(30),
});

/** Trims text and turns empty strings into null, as the profile rules ask (spec 2 §7). */
export const nullableText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v), z.string().max(max).nullable());
