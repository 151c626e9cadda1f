import { useSyncExternalStore } from 'react';
import { storage, type LastMessageInfo } from '../../lib/storage';
import { createStore } from '../../lib/store';

/** §2: the phone's new-chat badge, raised by a message from someone else, cleared when the list is opened. */
export const newChatStore = createStore(false);
export const useNewChat = () => useSyncExternalStore(newChatStore.subscribe, newChatStore.get, newChatStore.get);

/** Whether `newest` (the list's first row) is newer news than what the member last saw listed (§3 'messages'). */
export function isNewChat(newest: LastMessageInfo | undefined, seen: LastMessageInfo | null, meId: string): boolean {
  if (!newest || newest.senderId === meId) return false;
  return !seen || newest.createdAt > seen.createdAt;
}

/** §4 'Opening the drawer … Last message info is saved on each toggle': the newest row, and the badge goes. */
export function sawList(newest: LastMessageInfo | undefined) {
  if (newest) storage.setLastMessage({ createdAt: newest.createdAt, senderId: newest.senderId });
  newChatStore.set(false);
}

/** The conversations on screen now (popup, full page, phone view), by the other member: incoming ones are read at once. */
const onScreen = new Map<string, number>();
export const conversationsOnScreen = {
  has: (otherId: string) => (onScreen.get(otherId) ?? 0) > 0,
  ids: () => [...onScreen.keys()],
  add(otherId: string) {
    onScreen.set(otherId, (onScreen.get(otherId) ?? 0) + 1);
    return () => {
      const n = (onScreen.get(otherId) ?? 1) - 1;
      if (n > 0) onScreen.set(otherId, n);
      else onScreen.delete(otherId);
    };
  },
};

/** Who is typing to the member now (the API relays it only when both share typing indicators). */
const typingStore = createStore<ReadonlySet<string>>(new Set());
const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
/** A typing indicator lapses if the 'stopped' never comes (a closed tab). */
const TYPING_LAPSE_MS = 6_000;

export function setTyping(userId: string, typing: boolean) {
  clearTimeout(typingTimers.get(userId));
  const next = new Set(typingStore.get());
  if (typing) {
    next.add(userId);
    typingTimers.set(
      userId,
      setTimeout(() => setTyping(userId, false), TYPING_LAPSE_MS),
    );
  } else next.delete(userId);
  typingStore.set(next);
}

export const useIsTyping = (userId: string) =>
  useSyncExternalStore(
    typingStore.subscribe,
    () => typingStore.get().has(userId),
    () => false,
  );
