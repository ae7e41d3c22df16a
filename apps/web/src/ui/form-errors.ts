import type { z } from 'zod';
import { fieldErrors, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../api/errors';

/** The form's values checked by the domain's schema: the parsed input, or the first message per field in the user's language. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  language: string,
): { data: z.infer<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors = fieldErrors(parsed.error.issues, (language === 'en' ? 'en' : 'sv') as LanguageId);
  return { data: null, errors: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]!])) };
}

/** A failed save's message: the server's field messages first, else its message in the user's language. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return Object.values(error.errors)[0]?.[0] ?? error.message;
  return fallback;
}
