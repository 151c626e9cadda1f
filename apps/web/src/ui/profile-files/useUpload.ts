import { useState, type ChangeEvent } from 'react';
import type { UploadContract } from '@nexus/contracts';
import { isHandledError, type HandledError } from '../../api/client';
import { uploadProblem } from '../../api/uploads';

/** Progress and the field's error of one upload; `start` checks the file first (the client checks in api.call too). */
export function useUpload(upload: UploadContract) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start<T>(file: File, send: (onUploadProgress: (percent: number) => void) => Promise<T>): Promise<T | null> {
    const problem = uploadProblem(upload, file);
    setError(problem);
    if (problem) return null;
    setProgress(0);
    try {
      return await send(setProgress);
    } finally {
      setProgress(null);
    }
  }

  /**
   * The file chosen in a file input (cleared, so the same file can be chosen again), checked and sent; a refusal is
   * shown as the field's error ('The <what> must be …'). Resolves to the saved result, or null.
   */
  async function uploadChosen<R>(
    e: ChangeEvent<HTMLInputElement>,
    what: string,
    send: (file: File, onUploadProgress: (percent: number) => void) => Promise<R | HandledError>,
  ): Promise<R | null> {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return null;
    const res = await start(file, (onUploadProgress) => send(file, onUploadProgress));
    if (!res) return null;
    if (isHandledError(res)) {
      setError(res.issues[0]?.message ? `${res.issues[0].message.replace(/^must be/, `The ${what} must be`)}.` : res.message);
      return null;
    }
    return res as R;
  }

  return { progress, uploading: progress !== null, error, setError, start, uploadChosen };
}
