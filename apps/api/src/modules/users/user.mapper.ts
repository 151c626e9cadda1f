import { memberStatusOf, type PublicUser, type SsoType, type User } from '@nexus/contracts';
import type { User as UserEntity } from '../../platform/database/generated/client';

/** The user as they see themself: every field but secrets. */
export const toUser = (u: UserEntity): User => ({
  id: u.id,
  username: u.username,
  enabled: u.enabled,
  blocked: u.blocked,
  signoutRequested: u.signoutRequested,
  isOnBoarded: u.isOnBoarded,
  welcomed: u.welcomed,
  authType: u.authType,
  ssoType: (u.ssoType as SsoType | null) ?? null,
  role: u.role,
  firstName: u.firstName,
  lastName: u.lastName,
  image: u.image,
  partnerId: u.partnerId,
  createdAt: u.createdAt.toISOString(),
  ...memberStatusOf(u),
});

export const toPublicUser = (
  u: Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'image' | 'role' | 'partnerId'>,
): PublicUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  image: u.image,
  role: u.role,
  partnerId: u.partnerId,
});
