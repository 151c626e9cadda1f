import { useSyncExternalStore } from 'react';
import type { ResumeImport } from '@nexus/contracts';
import { createStore } from './store';

/**
 * The member's latest resume import as this app knows it: 'reading' from the upload's answer, then 'ready' or
 * 'failed' from the socket. Shared by the upload buttons, the sign-up step and the session's listener.
 */
export const resumeImportStore = createStore<ResumeImport | null>(null);

export function useResumeImport(): ResumeImport | null {
  return useSyncExternalStore(resumeImportStore.subscribe, resumeImportStore.get, resumeImportStore.get);
}
