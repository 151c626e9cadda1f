import { useState, useSyncExternalStore } from 'react';
import type { SessionState } from './useSession';

export interface SessionStore {
  get: () => SessionState;
  set: (next: SessionState | ((current: SessionState) => SessionState)) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? next(state) : next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The session state as a small store: components render from it, and the session's actions (which run across
 * awaits) read its current value from it rather than from a render's closure.
 */
export function useSessionStore(initial: SessionState): [SessionState, SessionStore] {
  const [store] = useState(() => createSessionStore(initial));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [state, store];
}
