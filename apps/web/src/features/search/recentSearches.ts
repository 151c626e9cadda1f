import { useSyncExternalStore } from 'react';
import { SEARCH_LIMITS } from '@nexus/contracts';
import { storage } from '../../lib/storage';

/**
 * The member's last searches (issue 23 §1), newest first, kept in local storage under StorageKey.recentSearches so
 * the app bar and the search screen share them. Every box that shows them re-renders when one changes.
 */
const listeners = new Set<() => void>();
let current = storage.getRecentSearches();

/** Read from storage each time (logout clears it behind our back), the same array while nothing changed. */
function snapshot(): string[] {
  const stored = storage.getRecentSearches();
  if (JSON.stringify(stored) !== JSON.stringify(current)) current = stored;
  return current;
}

function publish(next: string[]) {
  storage.setRecentSearches(next);
  for (const listener of listeners) listener();
}

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export const recentSearches = {
  /** `q` becomes the newest; the same words typed differently in case count once; the oldest falls off. */
  remember(q: string) {
    const text = q.trim();
    if (text.length < SEARCH_LIMITS.minQueryLength) return;
    publish([text, ...snapshot().filter((s) => !sameText(s, text))].slice(0, SEARCH_LIMITS.recentSearches));
  },
  remove(q: string) {
    publish(snapshot().filter((s) => s !== q));
  },
  clear() {
    publish([]);
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribe, snapshot);
}
