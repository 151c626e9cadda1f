import { describe, expect, it } from 'vitest';
import { Role } from '@nexus/contracts';
import { decodeJwtPayload, userIdFromToken } from './jwt';

const b64url = (o: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('JWT payload decoding', () => {
  it('reads the payload and the sub claim', () => {
    const token = jwt({ sub: '6f1c2d3e-0000-4000-8000-000000000001', role: Role.Member, exp: 1 });
    expect(decodeJwtPayload(token)).toMatchObject({ role: Role.Member, exp: 1 });
    expect(userIdFromToken(token)).toBe('6f1c2d3e-0000-4000-8000-000000000001');
  });

  it('handles base64url characters and UTF-8', () => {
    const token = jwt({ sub: 'x', name: 'Zoë ÿ~~~???>>>' });
    expect(decodeJwtPayload(token)?.name).toBe('Zoë ÿ~~~???>>>');
  });

  it('returns null for anything that is not a JWT', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(`a.${b64url([1, 2])}.c`)).toBeNull();
    expect(userIdFromToken(jwt({ role: Role.Member }))).toBeNull();
  });
});
