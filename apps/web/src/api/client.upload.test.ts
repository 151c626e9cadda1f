import { beforeEach, describe, expect, it } from 'vitest';
import { ResumeImportStatus, StorageKey, UPLOADS, routes } from '@nexus/contracts';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { findToast, mountToasts, toastShows } from '../testing/toasts';
import { TEST_USER_ID, testUser } from '../testing/users';
import { api, httpClient, isHandledError } from './client';

const USER_ID = TEST_USER_ID;
const user = testUser({ image: '/v1/files/avatars/x.png' });

let calls: InternalAxiosRequestConfig[] = [];
async function reply(data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
    config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 50, lengthComputable: true });
    const response: AxiosResponse = { status: 200, statusText: '', data, headers: {}, config };
    return response;
  };
  (await httpClient()).defaults.adapter = adapter;
}

beforeEach(async () => {
  calls = [];
  localStorage.setItem(StorageKey.accessToken, 'tok');
  await mountToasts();
});

describe('uploads through api.call', () => {
  it('sends the file as multipart under the contract field, with the query and progress', async () => {
    await reply({
      status: ResumeImportStatus.Reading,
      proposals: null,
      error: null,
      forOnboarding: true,
      updatedAt: '2026-01-01T00:00:00Z',
    });
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const res = await api.call(
      routes.files.uploadResume,
      { params: { id: USER_ID }, query: { forOnboarding: 'true' }, file },
      { onUploadProgress: (p) => progress.push(p) },
    );
    expect(res.status).toBe('reading');
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.method).toBe('put');
    expect(sent.url).toBe(`/user/${USER_ID}/resume`);
    expect(sent.params).toEqual({ forOnboarding: 'true' });
    expect(sent.data).toBeInstanceOf(FormData);
    const part = (sent.data as FormData).get(UPLOADS.resume.field) as File;
    expect(part.name).toBe('cv.pdf');
    expect(progress).toEqual([50, 100]);
  });

  it('refuses a wrong file before sending, with a clear message and a field issue', async () => {
    await reply(user);
    const file = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    const res = await api.call(routes.files.uploadAvatar, { params: { id: USER_ID }, file }, { handleError: true });
    expect(calls).toHaveLength(0);
    expect(isHandledError(res) && res.issues).toEqual([
      { field: 'file', message: expect.stringContaining(UPLOADS.avatar.description) },
    ]);
    expect(await findToast((content) => content.includes(UPLOADS.avatar.description))).toBeTruthy();
  });

  it('refuses a file over the limit even when its type fits', async () => {
    await reply(user);
    const big = { type: 'image/png', size: UPLOADS.avatar.maxBytes + 1 } as unknown as File;
    await expect(api.call(routes.files.uploadAvatar, { params: { id: USER_ID }, file: big }, { silent: true })).rejects.toThrow(
      /at most 5 MB/,
    );
    expect(calls).toHaveLength(0);
    expect(await toastShows(/at most 5 MB/)).toBe(false);
  });
});
