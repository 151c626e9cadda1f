import { ErrorCode, type FieldIssue, Text } from '@nexus/contracts';

/** A domain failure. Services throw these; the exception filter turns them into HTTP once. */
export class AppError extends Error {
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

  static notFound(what: string = Text.notFound): AppError {
    return new AppError(ErrorCode.NotFound, what);
  }

  static forbidden(message: string = Text.forbidden): AppError {
    return new AppError(ErrorCode.Forbidden, message);
  }
}

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.InvalidToken]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.AccountBlocked]: 401,
  [ErrorCode.InvalidClientKey]: 401,
  [ErrorCode.AccountLocked]: 403,
  [ErrorCode.AccountNotVerified]: 403,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.EventNotLive]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.Internal]: 500,
};
