import { useSyncExternalStore } from 'react';
import type { ResumeImport } from '@nexus/contracts';

/**
 * The member's latest resume import as this app knows it: 'reading' from the upload's answer, then 'ready' or
 * 'failed' from the socket. Shared by the upload buttons, the sign-up step and the session's listener.
 */
let current: ResumeImport | null = null;
const listeners = new Set<() => void>();

export const resumeImportStore = {
  get: () => current,
  set(next: ResumeImport | null) {
    current = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useResumeImport(): ResumeImport | null {
  return useSyncExternalStore(resumeImportStore.subscribe, resumeImportStore.get, resumeImportStore.get);
}
