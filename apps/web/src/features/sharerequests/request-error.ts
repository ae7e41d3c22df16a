import type { TFunction } from 'i18next';
import { ErrorCode, errorMessage, isErrorCode, type LanguageId } from '@symptoms/domain';
import { ApiError } from '../../api/errors';

/**
 * What a failed request says, under the personnummer field: the server's codes in the clinician's
 * words (404: no patient holds the number confirmed; 409: the two already have a share or a request,
 * the database's one share per patient and clinician), any other code in the domain's text.
 */
export function requestErrorMessage(error: unknown, t: TFunction<'sharerequests'>, language: LanguageId): string {
  if (!(error instanceof ApiError)) return t('errors.failed');
  if (error.errorCode === ErrorCode.NotFound) return t('errors.noPatient');
  if (error.errorCode === ErrorCode.Conflict) return t('errors.exists');
  const field = Object.values(error.errors)[0]?.[0];
  if (field) return field;
  return isErrorCode(error.errorCode) ? errorMessage(error.errorCode, language) : t('errors.failed');
}
