import type { ConversationSummary } from '@nexus/contracts';

/** The member at the other end of a conversation row; tests override the fields they care about. */
export const chatPartner = (
  id: string,
  overrides: Partial<ConversationSummary['otherUser']> = {},
): ConversationSummary['otherUser'] => ({
  id,
  name: id,
  image: null,
  isConnection: true,
  hasMessagePermission: false,
  companyName: null,
  companyId: null,
  isDmCountMaxed: false,
  dmQuotaUsedUp: false,
  online: false,
  ...overrides,
});
