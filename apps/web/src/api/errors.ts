import { ErrorCode, SESSION_ENDING_MESSAGES, Text, type FieldIssue } from '@nexus/contracts';

/** The parts of a failed call that decide what the user sees (§8). */
export interface FailedCall {
  /** HTTP status, or null when no response arrived (network error, timeout). */
  status: number | null;
  body: unknown;
}

interface ErrorFields {
  httpMessage: string | null;
  responseMessage: string | null;
  code: string | null;
  issues: FieldIssue[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

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
    code: str(b.code) ?? str(b.name),
    issues,
  };
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

const isPayloadTooLarge = (status: number | null, f: ErrorFields) =>
  status === 413 ||
  f.code === ErrorCode.PayloadTooLarge ||
  f.code === Text.payloadTooLargeError ||
  (f.httpMessage ?? '').includes(Text.payloadTooLargeError);

/** The text of the error toast for a failed call (§8), whether or not it is then shown. */
export function errorMessageFor({ status, body }: FailedCall): string {
  const fields = readErrorFields(body);
  if (status === 400 || status === 401 || status === 404) {
    const raw = fields.httpMessage ?? fields.responseMessage;
    if (!raw) return Text.serverError;
    const message = unwrapJsonMessage(raw);
    return message.includes(Text.presentationNotAvailable) ? Text.eventNotLive : message;
  }
  if (isPayloadTooLarge(status, fields)) return Text.payloadTooLarge;
  const server = fields.httpMessage ?? fields.responseMessage;
  return server ? unwrapJsonMessage(server) : Text.serverError;
}

/** The toast to show for a failed call, or null when the call is silent. */
export function errorToastFor(failed: FailedCall, silent: boolean): string | null {
  return silent ? null : errorMessageFor(failed);
}

/** 401 with one of the session-ending messages: clear the local session and go to the authenticate page. */
export function isSessionEnding({ status, body }: FailedCall): boolean {
  if (status !== 401) return false;
  const { httpMessage, responseMessage } = readErrorFields(body);
  return [httpMessage, responseMessage].some((m) => m !== null && SESSION_ENDING_MESSAGES.includes(m));
}

/** 403 other than a locked account: refresh the access token and retry once. */
export function shouldRefreshAndRetry({ status, body }: FailedCall): boolean {
  if (status !== 403) return false;
  const { httpMessage, responseMessage } = readErrorFields(body);
  return ![httpMessage, responseMessage].some((m) => m !== null && m.includes(Text.accountLocked));
}
