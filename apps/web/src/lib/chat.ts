import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import { createStore } from './store';

/**
 * Which chat is open (§3 'chat open state and receiver'): the popup on desktop, the conversation view on the phone
 * page. The chat feature shows it; other areas open it (the 'Message' button on a profile or a connection row)
 * without importing the feature. Kept in local storage so a reload restores it.
 */
export interface ChatState {
  /** The popup (or phone conversation view) is shown. */
  open: boolean;
  /** The member the chat is with. */
  receiverId: string | null;
}

const state = createStore<ChatState>(storage.getChat());

function set(next: ChatState) {
  state.set(next);
  storage.setChat(next.open, next.receiverId);
}

export const chatStore = {
  get: state.get,
  subscribe: state.subscribe,
  /** Opens the chat with a member. */
  open: (receiverId: string) => set({ open: true, receiverId }),
  /** Closes it; also what sign-out does, to forget it in memory (storage is already cleared). */
  close: () => set({ open: false, receiverId: null }),
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, chatStore.get);
}
