/** Query keys of the messages screens. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The member a conversation is with. */
  receiver: (id: string) => ['messages', 'receiver', id] as const,
};
