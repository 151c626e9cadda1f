import { ErrorCode, Text } from '@nexus/contracts';
import { Prisma } from '../../database/generated/client';
import { toApiError } from './api-error';
import { AppError } from './app-error';

const rawQueryFailure = (databaseCode: string) =>
  new Prisma.PrismaClientKnownRequestError(`Raw query failed. Code: \`${databaseCode}\`.`, {
    code: 'P2010',
    clientVersion: Prisma.prismaVersion.client,
    meta: { code: databaseCode, message: 'from PostgreSQL' },
  });

describe('toApiError: the database cannot take the query now (503), or the request failed (500)', () => {
  it.each([
    ['a raw query refused while the server shuts down', rawQueryFailure('57P03')],
    ['a connection the server ended', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('%s is 503 with Retry-After', (_, exception) => {
    const { error, body } = toApiError(exception);
    expect(body.statusCode).toBe(503);
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a raw query that broke a constraint is a 500, not an overload', () => {
    expect(toApiError(rawQueryFailure('23505')).body.statusCode).toBe(500);
  });
});

describe('toApiError: the authenticator secret of TOTP_SETUP_REQUIRED', () => {
  const setup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Nexus:a%40b.test?secret=x' };

  it('reaches the body of that code, a 401', () => {
    const { body } = toApiError(AppError.totpSetup(setup.secret, setup.otpauthUrl));
    expect(body).toEqual({
      statusCode: 401,
      code: ErrorCode.TotpSetupRequired,
      httpMessage: Text.totpSetupRequired,
      responseMessage: Text.totpSetupRequired,
      totpSetup: setup,
    });
  });

  it('never the body of another code', () => {
    const error = new AppError(ErrorCode.TotpRequired, Text.totpRequired);
    error.totpSetup = setup;
    expect(toApiError(error).body).not.toHaveProperty('totpSetup');
  });
});
