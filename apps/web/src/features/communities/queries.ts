/** Query keys of communities (§2 /communities) and their channels (/channel/{id}). */
export const communityKeys = {
  all: ['communities'] as const,
  list: (keyword: string) => ['communities', 'list', keyword] as const,
  community: (id: string) => ['communities', id] as const,
  members: (id: string, keyword: string) => ['communities', id, 'members', keyword] as const,
  lounges: (id: string) => ['communities', id, 'lounges'] as const,
  channel: (id: string) => ['communities', 'channel', id] as const,
  channelMembers: (id: string) => ['communities', 'channel', id, 'members'] as const,
};
