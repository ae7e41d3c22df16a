import { ErrorBody, ErrorCode, isErrorCode } from '@symptoms/domain';

/** A failed call: the server's ErrorCode, its message in the user's language and any per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, errorCode: ErrorCode | number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errors = errors;
  }

  get isKnownCode(): boolean {
    return isErrorCode(this.errorCode);
  }
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.ErrorCode, parsed.data.Message, parsed.data.Errors ?? {});
  return new ApiError(response.status, ErrorCode.Internal, response.statusText || `HTTP ${response.status}`);
}
