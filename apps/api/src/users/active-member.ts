/** An account other members can reach: verified (enabled) and not suspended by the platform. */
export const isActiveMember = <T extends { enabled: boolean; blocked: boolean }>(user: T | null | undefined): user is T =>
  !!user && user.enabled && !user.blocked;
