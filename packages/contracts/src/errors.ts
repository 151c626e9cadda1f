import { z } from 'zod';

/** Domain error codes. The API maps each to one HTTP status in a single place. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  AccountLocked: 'ACCOUNT_LOCKED',
  AccountBlocked: 'ACCOUNT_BLOCKED',
  AccountNotVerified: 'ACCOUNT_NOT_VERIFIED',
  Forbidden: 'FORBIDDEN',
  InvalidClientKey: 'INVALID_CLIENT_KEY',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  InvalidToken: 'INVALID_TOKEN',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** An event's presentation asked for before the event is live (httpMessage: Text.presentationNotAvailable). */
  EventNotLive: 'EVENT_NOT_LIVE',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The codes of a 401 after which the web app clears its session and goes to the authenticate page (§8): the API
 * sends every UnauthorizedMessage with one of them, and nothing else.
 */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [ErrorCode.Unauthenticated];

/** The one 403 the web app does not answer with a token refresh and a retry (§8). */
export const NO_RETRY_FORBIDDEN_CODES: readonly ErrorCode[] = [ErrorCode.AccountLocked];

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * Every error the API returns has this body. `httpMessage` is what the web app shows (§8);
 * `responseMessage` repeats it for the login flow, which reads that name.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  httpMessage: z.string(),
  responseMessage: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
