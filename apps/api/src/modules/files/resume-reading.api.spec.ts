import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type ResumeImport, Text } from '@nexus/contracts';
import { docxWith } from '../../platform/testing/documents';
import { startTestApp } from '../../platform/testing/test-app';

describe('resume reading as a job', () => {
  it('marks the import failed when its reading fails for good, so it never stays reading', async () => {
    // An API that does not work the queues records the upload and queues its reading.
    const api = await startTestApp({ runWorker: false });
    const { user, token } = await api.member();
    await api.http
      .put(`/v1/user/${user.id}/resume`)
      .set(api.bearer(token))
      .attach('file', await docxWith(['Experience', 'Engineer at Difference Works 2015 - 2019']), 'cv.docx')
      .expect(200);
    const { resumeKey } = await api.prisma.profile.findUniqueOrThrow({ where: { userId: user.id } });

    // The stored file cannot be read any more (a directory now stands in its place), and this job has no
    // retries left: its next failure is its last.
    const stored = path.join(api.config.dataDir, 'uploads', resumeKey!);
    await rm(stored);
    await mkdir(stored);
    const jobs = await api.prisma.$executeRawUnsafe(
      `UPDATE "${api.config.jobsSchema}".job SET retry_limit = 0 WHERE name = 'resume-read' AND data->>'userId' = $1`,
      user.id,
    );
    expect(jobs).toBe(1);

    // A worker on the same queue and storage takes it.
    const worker = await startTestApp({ jobsSchema: api.config.jobsSchema, dataDir: api.config.dataDir });
    try {
      let current: ResumeImport;
      const deadline = Date.now() + 30_000;
      do {
        await new Promise((resolve) => setTimeout(resolve, 200));
        current = (await api.http.get(`/v1/user/${user.id}/resume-import`).set(api.bearer(token)).expect(200)).body;
      } while (current.status === 'reading' && Date.now() < deadline);
      expect(current).toMatchObject({ status: 'failed', error: Text.resumeUnreadable, proposals: null });
    } finally {
      await worker.close();
      await api.close();
    }
  }, 60_000);
});
