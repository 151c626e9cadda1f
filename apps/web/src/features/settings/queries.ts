/** Query keys of the settings screens. */
export const settingsKeys = {
  all: ['settings'] as const,
  notifications: (userId: string) => ['settings', 'notifications', userId] as const,
  /** The member's preference (privacy switches). */
  preference: (userId: string) => ['settings', 'preference', userId] as const,
  /** The one-click unsubscribe of a mailed link. */
  unsubscribe: (userId: string, token: string, type: string | null) => ['settings', 'unsubscribe', userId, token, type] as const,
  unsubscribeReasons: ['settings', 'unsubscribe-reasons'] as const,
};
