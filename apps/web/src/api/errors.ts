import { ErrorCode, NO_RETRY_FORBIDDEN_CODES, SESSION_ENDING_CODES, Text, type FieldIssue } from '@nexus/contracts';

/** The parts of a failed call that decide what the user sees (§8). */
export interface FailedCall {
  /** HTTP status, or null when no response arrived (network error, timeout). */
  status: number | null;
  body: unknown;
}

interface ErrorFields {
  httpMessage: string | null;
  responseMessage: string | null;
  /** The contracts' ErrorCode: what the client branches on, never the message text. */
  code: ErrorCode | null;
  issues: FieldIssue[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

const errorCodes: readonly string[] = Object.values(ErrorCode);
const codeOf = (v: unknown): ErrorCode | null => (typeof v === 'string' && errorCodes.includes(v) ? (v as ErrorCode) : null);

/** Reads the error body leniently: it may be the contract's shape, a bare string, or anything else. */
export function readErrorFields(body: unknown): ErrorFields {
  if (typeof body === 'string') return { httpMessage: str(body), responseMessage: null, code: null, issues: [] };
  if (typeof body !== 'object' || body === null) return { httpMessage: null, responseMessage: null, code: null, issues: [] };
  const b = body as Record<string, unknown>;
  const issues = Array.isArray(b.issues)
    ? b.issues.filter(
        (i): i is FieldIssue =>
          typeof i === 'object' &&
          i !== null &&
          typeof (i as FieldIssue).field === 'string' &&
          typeof (i as FieldIssue).message === 'string',
      )
    : [];
  return {
    httpMessage: str(b.httpMessage) ?? str(b.message),
    responseMessage: str(b.responseMessage),
    code: codeOf(b.code),
    issues,
  };
}

/** A failed call, thrown by `api.call`; here rather than in the client so the query retry policy, on the first screen, does not bring the client. */
export class ApiCallError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  readonly code: ErrorCode | null;
  readonly issues: FieldIssue[];

  constructor(message: string, failed: FailedCall) {
    super(message);
    this.name = 'ApiCallError';
    this.status = failed.status;
    this.body = failed.body;
    const fields = readErrorFields(failed.body);
    this.code = fields.code;
    this.issues = fields.issues;
  }
}

/** An httpMessage may itself hold a JSON string; then its `message` field is the text (§8). */
export function unwrapJsonMessage(message: string): string {
  const trimmed = message.trim();
  if (!trimmed.startsWith('{')) return message;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'object' && parsed !== null) {
      const inner = (parsed as Record<string, unknown>).message;
      if (typeof inner === 'string' && inner.length > 0) return inner;
    }
  } catch {
    // not JSON after all: show it as it is
  }
  return message;
}

/** The text of the error toast for a failed call (§8), whether or not it is then shown. */
export function errorMessageFor({ status, body }: FailedCall): string {
  const fields = readErrorFields(body);
  if (fields.code === ErrorCode.EventNotLive) return Text.eventNotLive;
  // A proxy's 413 carries no code.
  if (status === 413 || fields.code === ErrorCode.PayloadTooLarge) return Text.payloadTooLarge;
  if (status === 400 || status === 401 || status === 404) {
    const raw = fields.httpMessage ?? fields.responseMessage;
    const message = raw ? unwrapJsonMessage(raw) : Text.serverError;
    // §8: a message containing 'Presentation not currently available' shows 'Event is not live yet'.
    return message.includes(Text.presentationNotAvailable) ? Text.eventNotLive : message;
  }
  const server = fields.httpMessage ?? fields.responseMessage;
  return server ? unwrapJsonMessage(server) : Text.serverError;
}

/** The toast to show for a failed call, or null when the call is silent. */
export function errorToastFor(failed: FailedCall, silent: boolean): string | null {
  return silent ? null : errorMessageFor(failed);
}

/** A 401 with a session-ending code: clear the local session and go to the authenticate page. */
export function isSessionEnding({ status, body }: FailedCall): boolean {
  const { code } = readErrorFields(body);
  return status === 401 && code !== null && SESSION_ENDING_CODES.includes(code);
}

/** A 403 other than a locked account: refresh the access token and retry (the caller retries once, never again). */
export function shouldRefreshAndRetry({ status, body }: FailedCall): boolean {
  const { code } = readErrorFields(body);
  return status === 403 && (code === null || !NO_RETRY_FORBIDDEN_CODES.includes(code));
}

/** A 401 ACCOUNT_BLOCKED: the member was blocked (every session ended); a signed-in page clears itself and goes to /. */
export function isAccountBlocked({ status, body }: FailedCall): boolean {
  return status === 401 && readErrorFields(body).code === ErrorCode.AccountBlocked;
}

/** A write refused because the member is suspended: its message says until when (no refresh and retry, §8). */
export function isAccountSuspended({ status, body }: FailedCall): boolean {
  return status === 403 && readErrorFields(body).code === ErrorCode.AccountSuspended;
}
