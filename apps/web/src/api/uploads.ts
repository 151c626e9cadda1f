import type { UploadContract, UploadFile } from '@nexus/contracts';

/** 5242880 → '5 MB'; 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${rounded} ${units[unit]}`;
}

/** The `accept` attribute of a file input for an upload route. */
export const acceptFor = (upload: UploadContract): string => upload.contentTypes.join(',');

/**
 * Why a file cannot go to an upload route, or null when it may (the server checks again, on the bytes).
 * Messages name the accepted types with the contract's description and its size limit.
 */
export function uploadProblem(upload: UploadContract, file: UploadFile): string | null {
  if (!upload.contentTypes.includes(file.type)) return `This file is not ${upload.description}. Choose ${upload.description}.`;
  if (file.size === 0) return 'This file is empty. Choose another one.';
  if (file.size > upload.maxBytes) {
    return `This file is ${formatBytes(file.size)}. Choose ${upload.description} of at most ${formatBytes(upload.maxBytes)}.`;
  }
  return null;
}

/** 'A PNG, JPEG or WebP image, up to 5 MB': what a file input's helper text says. */
export function uploadHint(upload: UploadContract): string {
  const what = upload.description.replace(/^an? /, '');
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}, up to ${formatBytes(upload.maxBytes)}`;
}
