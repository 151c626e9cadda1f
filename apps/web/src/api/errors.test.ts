import { describe, expect, it } from 'vitest';
import { ErrorCode, SESSION_ENDING_CODES, Text, UnauthorizedMessage } from '@nexus/contracts';
import {
  errorMessageFor,
  errorToastFor,
  isAccountBlocked,
  isAccountSuspended,
  isSessionEnding,
  shouldRefreshAndRetry,
  unwrapJsonMessage,
} from './errors';

const body = (httpMessage: string, extra: Record<string, unknown> = {}) => ({
  statusCode: 400,
  code: ErrorCode.ValidationFailed,
  httpMessage,
  responseMessage: httpMessage,
  ...extra,
});

describe('error → toast mapping (§8)', () => {
  it.each([400, 401, 404])('shows the httpMessage for %i', (status) => {
    expect(errorToastFor({ status, body: body('Nope') }, false)).toBe('Nope');
  });

  it('shows nothing when the call is silent', () => {
    expect(errorToastFor({ status: 400, body: body('Nope') }, true)).toBeNull();
    expect(errorToastFor({ status: 500, body: body('Boom') }, true)).toBeNull();
  });

  it('uses the message field of an httpMessage holding JSON', () => {
    expect(errorMessageFor({ status: 400, body: body(JSON.stringify({ message: 'Inner text' })) })).toBe('Inner text');
    expect(unwrapJsonMessage('{not json')).toBe('{not json');
  });

  it("maps an event that is not live by its code, whatever the message, and by §8's phrase in a 400, 401 or 404", () => {
    const notLive = (httpMessage: string) => body(httpMessage, { statusCode: 404, code: ErrorCode.EventNotLive });
    expect(errorMessageFor({ status: 404, body: notLive(Text.presentationNotAvailable) })).toBe(Text.eventNotLive);
    expect(errorMessageFor({ status: 404, body: notLive('reworded') })).toBe(Text.eventNotLive);
    const containing = body(`Sorry: ${Text.presentationNotAvailable}.`);
    expect(errorMessageFor({ status: 404, body: containing })).toBe(Text.eventNotLive);
    expect(errorMessageFor({ status: 400, body: body(JSON.stringify({ message: Text.presentationNotAvailable })) })).toBe(
      Text.eventNotLive,
    );
  });

  it('maps a payload that is too large by its code, or a 413 without a body (a proxy)', () => {
    expect(errorMessageFor({ status: 413, body: body('too big', { code: ErrorCode.PayloadTooLarge }) })).toBe(
      Text.payloadTooLarge,
    );
    expect(errorMessageFor({ status: 413, body: '<html>Request Entity Too Large</html>' })).toBe(Text.payloadTooLarge);
    expect(errorMessageFor({ status: 500, body: { name: Text.payloadTooLargeError, message: 'x' } })).toBe('x');
  });

  it('shows the server message for other statuses, else the default', () => {
    expect(errorMessageFor({ status: 409, body: body(Text.emailTaken) })).toBe(Text.emailTaken);
    expect(errorMessageFor({ status: 500, body: undefined })).toBe(Text.serverError);
    expect(errorMessageFor({ status: null, body: null })).toBe(Text.serverError);
    expect(errorMessageFor({ status: 400, body: {} })).toBe(Text.serverError);
  });

  it('ends the session on a 401 with a session-ending code, never on the message alone', () => {
    const unauthenticated = (m: string, code: ErrorCode = ErrorCode.AccessTokenExpired) => body(m, { statusCode: 401, code });
    for (const code of SESSION_ENDING_CODES) {
      expect(isSessionEnding({ status: 401, body: unauthenticated('reworded', code) })).toBe(true);
    }
    expect(isSessionEnding({ status: 401, body: body(UnauthorizedMessage.jwtExpired) })).toBe(false);
    expect(isSessionEnding({ status: 401, body: body(Text.invalidCredentials, { code: ErrorCode.InvalidCredentials }) })).toBe(
      false,
    );
    expect(isSessionEnding({ status: 401, body: body(Text.accountBlocked, { code: ErrorCode.AccountBlocked }) })).toBe(false);
    expect(isSessionEnding({ status: 403, body: unauthenticated(UnauthorizedMessage.jwtExpired) })).toBe(false);
  });

  it('refreshes and retries a 403 unless its code is the lockout', () => {
    const forbidden = (code: string, m = 'x') => body(m, { statusCode: 403, code });
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.Forbidden) })).toBe(true);
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.AccountNotVerified) })).toBe(true);
    expect(shouldRefreshAndRetry({ status: 403, body: undefined })).toBe(true);
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.AccountLocked) })).toBe(false);
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.AccountSuspended) })).toBe(false);
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.AccountLocked, 'reworded') })).toBe(false);
    // The lockout's text under another code is not the lockout.
    expect(shouldRefreshAndRetry({ status: 403, body: forbidden(ErrorCode.Forbidden, Text.accountLocked) })).toBe(true);
    expect(shouldRefreshAndRetry({ status: 401, body: forbidden(ErrorCode.Forbidden) })).toBe(false);
  });

  it('knows a blocked member’s 401 and a suspended member’s 403 by their codes (issue 19)', () => {
    const answer = (statusCode: number, code: ErrorCode, m = 'x') => body(m, { statusCode, code });
    expect(isAccountBlocked({ status: 401, body: answer(401, ErrorCode.AccountBlocked, Text.accountBlocked) })).toBe(true);
    expect(isAccountBlocked({ status: 401, body: answer(401, ErrorCode.SessionNotFound, Text.accountBlocked) })).toBe(false);
    expect(isAccountBlocked({ status: 403, body: answer(403, ErrorCode.AccountBlocked) })).toBe(false);
    expect(isAccountSuspended({ status: 403, body: answer(403, ErrorCode.AccountSuspended) })).toBe(true);
    expect(isAccountSuspended({ status: 403, body: answer(403, ErrorCode.Forbidden) })).toBe(false);
    const suspended = answer(403, ErrorCode.AccountSuspended, 'Your account is suspended until Nov 29, 2026');
    expect(errorMessageFor({ status: 403, body: suspended })).toBe('Your account is suspended until Nov 29, 2026');
  });
});
