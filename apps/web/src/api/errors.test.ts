import { describe, expect, it } from 'vitest';
import { ErrorCode, Text, UnauthorizedMessage } from '@nexus/contracts';
import { errorMessageFor, errorToastFor, isSessionEnding, shouldRefreshAndRetry, unwrapJsonMessage } from './errors';

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

  it('maps a presentation that is not available to the event-not-live text', () => {
    expect(errorMessageFor({ status: 404, body: body(`x ${Text.presentationNotAvailable} y`) })).toBe(Text.eventNotLive);
    expect(errorMessageFor({ status: 400, body: body(JSON.stringify({ message: Text.presentationNotAvailable })) })).toBe(
      Text.eventNotLive,
    );
  });

  it('maps a payload that is too large', () => {
    expect(errorMessageFor({ status: 413, body: body('too big', { code: ErrorCode.PayloadTooLarge }) })).toBe(
      Text.payloadTooLarge,
    );
    expect(errorMessageFor({ status: 500, body: { name: Text.payloadTooLargeError, message: 'x' } })).toBe(Text.payloadTooLarge);
  });

  it('shows the server message for other statuses, else the default', () => {
    expect(errorMessageFor({ status: 409, body: body(Text.emailTaken) })).toBe(Text.emailTaken);
    expect(errorMessageFor({ status: 500, body: undefined })).toBe(Text.serverError);
    expect(errorMessageFor({ status: null, body: null })).toBe(Text.serverError);
    expect(errorMessageFor({ status: 400, body: {} })).toBe(Text.serverError);
  });

  it('ends the session on a 401 with one of the session-ending messages only', () => {
    for (const m of Object.values(UnauthorizedMessage)) {
      expect(isSessionEnding({ status: 401, body: body(m) })).toBe(true);
    }
    expect(isSessionEnding({ status: 401, body: body(Text.invalidCredentials) })).toBe(false);
    expect(isSessionEnding({ status: 403, body: body(UnauthorizedMessage.jwtExpired) })).toBe(false);
  });

  it('refreshes and retries a 403 unless the account is locked', () => {
    expect(shouldRefreshAndRetry({ status: 403, body: body(Text.forbidden) })).toBe(true);
    expect(shouldRefreshAndRetry({ status: 403, body: body(Text.accountLocked) })).toBe(false);
    expect(shouldRefreshAndRetry({ status: 401, body: body(Text.forbidden) })).toBe(false);
  });
});
