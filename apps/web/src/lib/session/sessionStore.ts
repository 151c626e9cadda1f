import { useState, useSyncExternalStore } from 'react';
import { createStore, type Store } from '../store';
import type { SessionState } from './useSession';

export type SessionStore = Store<SessionState>;

/**
 * The session state as a small store: components render from it, and the session's actions (which run across
 * awaits) read its current value from it rather than from a render's closure.
 */
export function useSessionStore(initial: SessionState): [SessionState, SessionStore] {
  const [store] = useState(() => createStore(initial));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [state, store];
}
