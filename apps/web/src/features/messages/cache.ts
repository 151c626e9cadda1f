import type { InfiniteData } from '@tanstack/react-query';
import { MessageStatus, type ConversationPage, type ConversationSummary, type Message, type MessagePage } from '@nexus/contracts';

/**
 * Pure updates of the cached pages, applied for an answer or a socket event. A message is the same one when its
 * id or (for the sender) its clientMessageId matches, so an optimistic send, its answer and its socket echo are
 * one bubble.
 */
export type ConversationPages = InfiniteData<MessagePage>;
export type LatestPages = InfiniteData<ConversationPage>;

const sameMessage = (a: Message, b: Message) =>
  a.id === b.id || (a.clientMessageId !== null && a.clientMessageId === b.clientMessageId);

/** Oldest first, without duplicates (the newest page's copy wins: live changes land there). */
export function orderedMessages(pages: ConversationPages | undefined): Message[] {
  const byId = new Map<string, Message>();
  for (const m of pages?.pages.flatMap((p) => p.items) ?? []) if (!byId.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.createdAt.localeCompare(b.createdAt));
}

/** Adds or replaces a message in the newest page. */
export function upsertMessage(pages: ConversationPages | undefined, message: Message): ConversationPages | undefined {
  if (!pages) return pages;
  const found = pages.pages.some((p) => p.items.some((m) => sameMessage(m, message)));
  if (found) {
    return {
      ...pages,
      pages: pages.pages.map((p) => ({ ...p, items: p.items.map((m) => (sameMessage(m, message) ? message : m)) })),
    };
  }
  const [first, ...rest] = pages.pages;
  if (!first) return { ...pages, pages: [{ items: [message], nextCursor: null }], pageParams: [null] };
  return { ...pages, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

export function removeMessage(pages: ConversationPages | undefined, id: string): ConversationPages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, items: p.items.filter((m) => m.id !== id) })) };
}

/** Messages from `senderId` up to seq `uptoSeq` (all when undefined) become read. */
export function markReadFrom(
  pages: ConversationPages | undefined,
  senderId: string,
  uptoSeq?: number,
): ConversationPages | undefined {
  if (!pages) return pages;
  const hit = (m: Message) =>
    m.senderId === senderId && m.status !== MessageStatus.Read && (uptoSeq === undefined || m.seq <= uptoSeq);
  if (!pages.pages.some((p) => p.items.some(hit))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((p) => ({ ...p, items: p.items.map((m) => (hit(m) ? { ...m, status: MessageStatus.Read } : m)) })),
  };
}

/** The other member of a message, seen by `meId`. */
export const otherOf = (m: Pick<Message, 'senderId' | 'receiverId'>, meId: string) =>
  m.senderId === meId ? m.receiverId : m.senderId;

/**
 * A new or edited message in the conversations list: its row moves to the top with the message as its last one.
 * Returns null when the other member has no row yet (the list must be fetched to learn who they are).
 */
export function withLatestMessage(
  pages: LatestPages | undefined,
  message: Message,
  meId: string,
  { unreadMessagesCount, countsAsUnread }: { unreadMessagesCount?: number; countsAsUnread: boolean },
): LatestPages | undefined | null {
  if (!pages) return pages;
  const other = otherOf(message, meId);
  const row = pages.pages.flatMap((p) => p.items).find((r) => r.otherUser.id === other);
  if (!row) return null;
  const unread = countsAsUnread && message.senderId !== meId;
  const next: ConversationSummary = {
    ...row,
    ...message,
    otherUser: row.otherUser,
    unread: unread || (row.unread && message.senderId !== meId),
    unreadCount: unread ? row.unreadCount + 1 : row.unreadCount,
  };
  const rest = pages.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.otherUser.id !== other) }));
  const [first, ...others] = rest;
  return {
    ...pages,
    pages: [
      { ...first!, items: [next, ...first!.items], unreadMessagesCount: unreadMessagesCount ?? first!.unreadMessagesCount },
      ...others,
    ],
  };
}

/** Changes one row (by the other member) wherever it is. */
export function mapRow(
  pages: LatestPages | undefined,
  otherId: string,
  change: (row: ConversationSummary) => ConversationSummary | null,
): LatestPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((p) => ({
      ...p,
      items: p.items.flatMap((r) => {
        if (r.otherUser.id !== otherId) return [r];
        const next = change(r);
        return next ? [next] : [];
      }),
    })),
  };
}

/** The nav badge's count, kept on the newest page as the API sent it. */
export function withUnreadCount(pages: LatestPages | undefined, unreadMessagesCount: number): LatestPages | undefined {
  if (!pages?.pages[0]) return pages;
  const [first, ...rest] = pages.pages;
  return { ...pages, pages: [{ ...first, unreadMessagesCount }, ...rest] };
}
