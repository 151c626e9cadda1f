import { ErrorCode, type FieldIssue, Text } from '@nexus/contracts';
import type { z } from 'zod';

/** A domain failure. Services throw these; the exception filter turns them into HTTP once. */
export class AppError extends Error {
  /** Sent as `Retry-After`: when a refused caller (locked, rate-limited, overloaded) may try again. */
  retryAfterSeconds?: number;
  /** TOTP_SETUP_REQUIRED only: the authenticator secret to set up, sent in the body (ApiError's `totpSetup`). */
  totpSetup?: { secret: string; otpauthUrl: string };

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }

  static invalid(field: string, message: string): AppError {
    return new AppError(ErrorCode.ValidationFailed, `${field}: ${message}`, [{ field, message }]);
  }

  /** A 400 listing every issue; its message names the first field. */
  static validation(issues: FieldIssue[]): AppError {
    const first = issues[0]!;
    return new AppError(ErrorCode.ValidationFailed, `${first.field}: ${first.message}`, issues);
  }

  /** A schema's issues as fields: the path of each, or `whole` when the value itself is wrong. */
  static fieldIssues(error: z.ZodError, whole: string): FieldIssue[] {
    return error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join('.') : whole, message: issue.message }));
  }

  static notFound(what: string = Text.notFound): AppError {
    return new AppError(ErrorCode.NotFound, what);
  }

  static forbidden(message: string = Text.forbidden): AppError {
    return new AppError(ErrorCode.Forbidden, message);
  }

  /** A platform admin's first password sign-in: set up the authenticator app with this secret, then send its code. */
  static totpSetup(secret: string, otpauthUrl: string): AppError {
    const error = new AppError(ErrorCode.TotpSetupRequired, Text.totpSetupRequired);
    error.totpSetup = { secret, otpauthUrl };
    return error;
  }

  static retryLater(code: ErrorCode, message: string, retryAfterSeconds: number): AppError {
    const error = new AppError(code, message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
}

/** Seconds a client is told to wait (`Retry-After`) when the database pool or the process is saturated. */
export const RETRY_AFTER_SECONDS = 5;

/** The database pool or the event loop is saturated: nothing is wrong with the request, so come back later. */
export class ServiceUnavailableError extends AppError {
  constructor() {
    super(ErrorCode.ServiceUnavailable, Text.serviceUnavailable);
    this.retryAfterSeconds = RETRY_AFTER_SECONDS;
  }
}
