import { AuthType, Role } from '@nexus/contracts';

export const TEST_USER_ID = '6f1c2d3e-0000-4000-8000-000000000001';

/** A signed-in member as `GET user/:id` answers it; tests override the fields they care about. */
export const testUser = (overrides: { image?: string | null } = {}) => ({
  id: TEST_USER_ID,
  username: 'a@b.test',
  enabled: true,
  blocked: false,
  signoutRequested: false,
  isOnBoarded: true,
  welcomed: true,
  authType: AuthType.Creds,
  ssoType: null,
  role: Role.Member,
  firstName: 'A',
  lastName: 'B',
  image: null as string | null,
  partnerId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
