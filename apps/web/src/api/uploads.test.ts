import { describe, expect, it } from 'vitest';
import { UPLOADS } from '@nexus/contracts';
import { acceptFor, formatBytes, uploadHint, uploadProblem } from './uploads';

const MB = 1024 * 1024;

describe('client-side upload checks', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(10.25 * MB)).toBe('10.3 MB');
  });

  it('accepts a file of an allowed type within the limit', () => {
    expect(uploadProblem(UPLOADS.avatar, { type: 'image/png', size: MB })).toBeNull();
    expect(uploadProblem(UPLOADS.resume, { type: 'application/pdf', size: UPLOADS.resume.maxBytes })).toBeNull();
  });

  it('refuses another type, naming the accepted ones', () => {
    expect(uploadProblem(UPLOADS.avatar, { type: 'image/gif', size: 10 })).toBe(
      `This file is not ${UPLOADS.avatar.description}. Choose ${UPLOADS.avatar.description}.`,
    );
    expect(uploadProblem(UPLOADS.resume, { type: '', size: 10 })).toContain(UPLOADS.resume.description);
  });

  it('refuses a file over the limit, with both sizes', () => {
    expect(uploadProblem(UPLOADS.avatar, { type: 'image/jpeg', size: 6 * MB })).toBe(
      `This file is 6 MB. Choose ${UPLOADS.avatar.description} of at most 5 MB.`,
    );
  });

  it('refuses an empty file', () => {
    expect(uploadProblem(UPLOADS.avatar, { type: 'image/webp', size: 0 })).toMatch(/empty/);
  });

  it('hints at the accepted files', () => {
    expect(uploadHint(UPLOADS.avatar)).toBe('PNG, JPEG or WebP image, up to 5 MB');
    expect(uploadHint(UPLOADS.resume)).toBe('PDF or Word (.docx) document, up to 10 MB');
  });

  it('gives the file input the accepted types', () => {
    expect(acceptFor(UPLOADS.avatar)).toBe('image/png,image/jpeg,image/webp');
  });
});
