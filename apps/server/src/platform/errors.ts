import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeError } from './logging';
import { ErrorCode, ErrorStatus, errorMessage, fieldErrors, type ErrorBody, type LanguageId } from '@symptoms/domain';

/** The one error type of the server: an ErrorCode, an optional own message and field errors. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message ?? '');
  }
  get status(): number {
    return ErrorStatus[this.code];
  }
}

/** Too many attempts: a 429 that says when to try again (Retry-After, in seconds). */
export class RetryLater extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.RateLimited);
  }
}

export const notFound = () => new AppError(ErrorCode.NotFound);
export const forbidden = () => new AppError(ErrorCode.Forbidden);
export const conflict = () => new AppError(ErrorCode.Conflict);

/** Validation failure carrying the raw zod issues; the handler words them in the caller's language. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

function body(code: ErrorCode, language: LanguageId, message?: string, errors?: Record<string, string[]>): ErrorBody {
  return { ErrorCode: code, Message: message || errorMessage(code, language), ...(errors ? { Errors: errors } : {}) };
}

/** Fastify's own errors mapped to ours; anything unknown is a 500 that says nothing of internals. */
function classify(error: FastifyError): ErrorCode | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ErrorCode.PayloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ErrorCode.UnsupportedFileType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return ErrorCode.ValidationFailed;
  }
  if (error.statusCode === 429) return ErrorCode.RateLimited;
  if (error.statusCode === 400 && /__proto__|constructor|JSON/i.test(error.message)) return ErrorCode.ValidationFailed;
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (error instanceof AppError) {
      if (error instanceof RetryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, language, error.message, error.errors));
    }
    const validation = error instanceof ValidationError ? error : (error as { cause?: unknown }).cause;
    if (validation instanceof ValidationError) {
      return reply.status(400).send(body(ErrorCode.ValidationFailed, language, undefined, fieldErrors(validation.issues, language)));
    }
    const code = classify(error);
    if (code !== null) {
      if (code === ErrorCode.RateLimited && error.message) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(ErrorStatus[code]).send(body(code, language));
    }
    // The code and the route only: a database error holds the statement's parameters (health data).
    request.log.error(
      { ...describeError(error), route: `${request.method} ${request.routeOptions.url ?? '(no route)'}` },
      'unhandled error',
    );
    return reply.status(500).send(body(ErrorCode.Internal, language));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(ErrorCode.NotFound, request.language));
  });
}
