import { ErrorCode, errorMessage, isErrorCode, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../../api/errors';

/**
 * The text for a failed save (spec 1 §8): a field message the server gave (the duplicate name),
 * else the text of the server's ErrorCode (4007: too many active symptoms), else the generic failure.
 */
export function saveErrorText(error: unknown, language: LanguageId, generic: string): string {
  if (!(error instanceof ApiError)) return generic;
  const field = Object.values(error.errors).flat()[0];
  if (field) return field;
  if (isErrorCode(error.errorCode) && error.errorCode !== ErrorCode.Internal && error.errorCode !== ErrorCode.ValidationFailed) {
    return errorMessage(error.errorCode, language);
  }
  return generic;
}
