import { useState } from 'react';
import type { UploadContract } from '@nexus/contracts';
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

  return { progress, uploading: progress !== null, error, setError, start };
}
