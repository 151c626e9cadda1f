import { randomUUID } from 'node:crypto';
import {
  ApplicationStage,
  type CreateJobBody,
  JOB_PAGE_SIZE,
  type JobMatchEvent,
  JobsText,
  NotificationKind,
  PartnerFunction,
  SocketEvent,
} from '@nexus/contracts';
import { eventually } from '../../platform/testing/eventually';
import { jobBody as validJob } from '../../platform/testing/job-fixtures';
import { pdfWith } from '../../platform/testing/documents';
import { NO_SUCH_ID, partnerOwner, partnerUser } from '../../platform/testing/partners';
import { socketClients } from '../../platform/testing/sockets';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { JobMatching } from './job-matching';

describe('job board', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  const tag = () => randomUUID().slice(0, 8);
  const jobBody = (overrides: Partial<CreateJobBody> = {}) =>
    validJob({ title: `Platform engineer ${tag()}`, screeningQuestions: ['Years of TypeScript?'], ...overrides });
  const post = (owner: { partnerId: string } & TestMember, body: Partial<CreateJobBody> = {}) =>
    t.http
      .post(`/v1/job/${owner.partnerId}`)
      .set(as(owner))
      .send(jobBody({ publish: true, ...body }));
  const withResume = async (m: TestMember) => {
    await t.http
      .put(`/v1/user/${m.user.id}/resume`)
      .set(as(m))
      .attach('file', pdfWith(['Ada Lovelace']), 'cv.pdf')
      .expect(200);
    return m;
  };
  const form = (m: TestMember, answers = ['Five']) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: m.user.username,
    phoneNumber: '+234 801 234 5678',
    location: 'Lagos',
    coverLetter: 'I would like to build it.',
    screeningAnswers: answers,
  });

  describe('POST/GET/PUT/DELETE job/{partnerId}/{jobId} (recruit)', () => {
    it('creates a draft, publishes, edits, closes, reposts, renews and deletes, each by its rule', async () => {
      const owner = await partnerOwner(t);
      const draft = await post(owner, { publish: false }).expect(200);
      expect(draft.body).toMatchObject({ status: 'draft', publishedAt: null, expiresAt: null, applicantCount: 0 });
      const path = `/v1/job/${owner.partnerId}/${draft.body.id}`;

      const live = await t.http.put(path).set(as(owner)).send({ status: 'active' }).expect(200);
      expect(live.body.status).toBe('active');
      const days = (Date.parse(live.body.expiresAt) - Date.parse(live.body.publishedAt)) / 86_400_000;
      expect(days).toBe(30);
      expect((await t.http.put(path).set(as(owner)).send({ status: 'active' }).expect(409)).body.httpMessage).toBe(
        JobsText.cannotPublish,
      );

      const edited = await t.http
        .put(`${path}/edit`)
        .set(as(owner))
        .send(jobBody({ title: 'Renamed' }))
        .expect(200);
      expect(edited.body).toMatchObject({ title: 'Renamed', status: 'active', publishedAt: live.body.publishedAt });

      expect((await t.http.post(`${path}/repost`).set(as(owner)).expect(409)).body.httpMessage).toBe(JobsText.cannotRepost);
      await t.http.put(path).set(as(owner)).send({ status: 'closed' }).expect(200);
      expect((await t.http.put(`${path}/edit`).set(as(owner)).send(jobBody()).expect(409)).body.httpMessage).toBe(
        JobsText.cannotEdit,
      );
      expect((await t.http.put(`${path}/renew`).set(as(owner)).expect(409)).body.httpMessage).toBe(JobsText.cannotRenew);
      const copy = await t.http.post(`${path}/repost`).set(as(owner)).expect(200);
      expect(copy.body).toMatchObject({ title: 'Renamed', status: 'draft' });
      expect(copy.body.id).not.toBe(draft.body.id);

      const listed = await t.walk<{ id: string }>(owner.token, `/v1/job/${owner.partnerId}`, (j) => j.id);
      expect(listed.ids).toEqual([copy.body.id, draft.body.id]);

      await t.http.delete(path).set(as(owner)).expect(200);
      await t.http.get(path).set(as(owner)).expect(404);
      expect(await t.prisma.job.count({ where: { id: draft.body.id } })).toBe(0);
    });

    it('reads an active job past its expiry as expired: out of search, closed to applicants, renewable', async () => {
      const owner = await partnerOwner(t);
      const job = (await post(owner).expect(200)).body;
      await t.prisma.job.update({ where: { id: job.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const m = await withResume(await t.member());
      expect((await t.http.get(`/v1/jobs/${job.id}`).set(as(m)).expect(200)).body.status).toBe('expired');
      const found = await t.http.get('/v1/jobs').query({ keyword: job.title }).set(as(m)).expect(200);
      expect(found.body.items).toEqual([]);
      expect((await t.http.post(`/v1/jobs/${job.id}/applications`).set(as(m)).send(form(m)).expect(409)).body.httpMessage).toBe(
        JobsText.notOpen,
      );
      const renewed = await t.http.put(`/v1/job/${owner.partnerId}/${job.id}/renew`).set(as(owner)).expect(200);
      expect(renewed.body.status).toBe('active');
      expect(Date.parse(renewed.body.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });

    it('answers 400 naming the field, 401 without a token, 403 to others, 404 for another partner’s job', async () => {
      const owner = await partnerOwner(t);
      const other = await partnerOwner(t);
      const job = (await post(owner).expect(200)).body;
      const path = `/v1/job/${owner.partnerId}/${job.id}`;

      expect((await post(owner, { title: ' ' }).expect(400)).body.httpMessage).toMatch(/^title: /);
      expect((await post(owner, { employmentType: 'sometimes' as never }).expect(400)).body.httpMessage).toMatch(
        /^employmentType: /,
      );
      expect((await t.http.put(path).set(as(owner)).send({ status: 'draft' }).expect(400)).body.httpMessage).toMatch(/^status: /);
      expect((await t.http.get(`/v1/job/${owner.partnerId}/nope`).set(as(owner)).expect(400)).body.httpMessage).toMatch(
        /^jobId: /,
      );
      await t.http.post(`/v1/job/${owner.partnerId}`).send(jobBody()).expect(401);
      await t.http.delete(path).expect(401);

      // A member posting a job, another partner's poster, and the partner's own user without POST_JOBS: 403.
      const m = await t.member();
      await t.http.post(`/v1/job/${owner.partnerId}`).set(as(m)).send(jobBody()).expect(403);
      await t.http.put(path).set(as(other)).send({ status: 'closed' }).expect(403);
      await t.http.delete(path).set(as(other)).expect(403);
      const colleague = await partnerUser(t, owner.partnerId);
      await t.http.delete(path).set(as(colleague)).expect(403);
      const withoutPostJobs = await partnerOwner(t, [PartnerFunction.Dm]);
      await t.http.post(`/v1/job/${withoutPostJobs.partnerId}`).set(as(withoutPostJobs)).send(jobBody()).expect(403);

      // Their own partner in the path, another partner's job: 404, as for a job that does not exist.
      await t.http.put(`/v1/job/${other.partnerId}/${job.id}`).set(as(other)).send({ status: 'closed' }).expect(404);
      await t.http.delete(`/v1/job/${owner.partnerId}/${NO_SUCH_ID}`).set(as(owner)).expect(404);
      await t.http.get(`/v1/job/${NO_SUCH_ID}`).set(as(owner)).expect(404);
      expect((await t.http.get(path).set(as(owner)).expect(200)).body.status).toBe('active');
    });
    it('answers every call on one job: 401 without a token, 403 to another partner, 404 for its job, 400 naming a bad id', async () => {
      const owner = await partnerOwner(t);
      const other = await partnerOwner(t);
      const job = (await post(owner).expect(200)).body;
      const calls: ['get' | 'put' | 'post' | 'delete', string, object?][] = [
        ['get', ''],
        ['put', '', { status: 'closed' }],
        ['delete', ''],
        ['put', '/edit', jobBody()],
        ['put', '/renew'],
        ['post', '/repost'],
        ['post', '/invitations', { emails: [owner.user.username] }],
        ['get', '/applications'],
        ['put', `/applications/${NO_SUCH_ID}`, { stage: 'viewed' }],
        ['get', `/applications/${NO_SUCH_ID}/resume`],
        ['get', '/matches'],
        ['post', '/matches'],
      ];
      for (const [method, suffix, body] of calls) {
        const call = (partnerId: string, jobId: string, who?: TestMember) => {
          const request = t.http[method](`/v1/job/${partnerId}/${jobId}${suffix}`);
          const signed = who ? request.set(as(who)) : request;
          return body ? signed.send(body) : signed;
        };
        await call(owner.partnerId, job.id).expect(401);
        await call(owner.partnerId, job.id, other).expect(403);
        await call(other.partnerId, job.id, other).expect(404);
        expect((await call(owner.partnerId, 'nope', owner).expect(400)).body.httpMessage).toMatch(/^jobId: /);
      }
      expect((await t.http.get(`/v1/job/${owner.partnerId}/${job.id}`).set(as(owner)).expect(200)).body.status).toBe('active');

      // The partner's list of jobs.
      await t.http.get(`/v1/job/${owner.partnerId}`).expect(401);
      await t.http.get(`/v1/job/${owner.partnerId}`).set(as(other)).expect(403);
      expect((await t.http.get('/v1/job/nope').set(as(owner)).expect(400)).body.httpMessage).toMatch(/^partnerId: /);
      const badCursor = await t.http.get(`/v1/job/${owner.partnerId}`).query({ cursor: 'x' }).set(as(owner)).expect(400);
      expect(badCursor.body.httpMessage).toMatch(/^cursor: /);
    });
  });

  describe('GET /jobs (search), GET /jobs/:id, saved jobs', () => {
    it('finds live jobs by keyword and the §3 filters, newest first, in keyset pages', async () => {
      const owner = await partnerOwner(t);
      const word = `zebra${tag()}`;
      const ids: string[] = [];
      for (let i = 0; i < JOB_PAGE_SIZE.search + 2; i++) {
        ids.push((await post(owner, { title: `${word} ${i}`, workplace: i % 2 ? 'remote' : 'hybrid' }).expect(200)).body.id);
      }
      await post(owner, { title: `${word} draft`, publish: false }).expect(200);
      const m = await t.member();
      const all = await t.walk<{ id: string; publishedAt: string }>(m.token, '/v1/jobs', (j) => j, {
        keyword: word.toUpperCase(),
      });
      expect(all.sizes).toEqual([JOB_PAGE_SIZE.search, 2]);
      const found = all.ids as { id: string; publishedAt: string }[];
      expect(found.map((j) => j.id).sort()).toEqual([...ids].sort());
      const published = found.map((j) => Date.parse(j.publishedAt));
      expect(published).toEqual([...published].sort((a, b) => b - a));

      const filters = { keyword: word, country: 'nigeria', employmentType: 'full_time', workplace: 'remote' };
      const remote = await t.walk<{ id: string; workplace: string }>(m.token, '/v1/jobs', (j) => j.workplace, filters);
      expect(remote.ids).toHaveLength((JOB_PAGE_SIZE.search + 2) / 2);
      expect(new Set(remote.ids)).toEqual(new Set(['remote']));
      for (const [key, value] of Object.entries({
        city: 'Abuja',
        province: 'Lagos State',
        companyName: 'Contoso',
        jobTitle: 'Designer',
        industry: 'Farming',
        areaOfExpertise: 'Design',
        willRelocateApplicant: 'true',
        employmentType: 'contract',
      })) {
        const none = await t.http
          .get('/v1/jobs')
          .query({ keyword: word, [key]: value })
          .set(as(m))
          .expect(200);
        expect(none.body.items).toEqual([]);
      }
      const recent = await t.http
        .get('/v1/jobs')
        .query({ keyword: word, datePosted: 'past_day', city: 'LAGOS' })
        .set(as(m))
        .expect(200);
      expect(recent.body.items).toHaveLength(JOB_PAGE_SIZE.search);

      for (const [key, value] of Object.entries({ datePosted: 'yesterday', workplace: 'moon', willRelocateApplicant: 'maybe' })) {
        const bad = await t.http
          .get('/v1/jobs')
          .query({ [key]: value })
          .set(as(m))
          .expect(400);
        expect(bad.body.httpMessage).toMatch(new RegExp(`^${key}: `));
      }
      expect((await t.http.get('/v1/jobs').query({ cursor: 'nope' }).set(as(m)).expect(400)).body.httpMessage).toMatch(
        /^cursor: /,
      );
      await t.http.get('/v1/jobs').expect(401);
    });

    it('shows a private job only to the invited members and the partner: 403 to anyone else, and never in their search', async () => {
      const owner = await partnerOwner(t);
      const word = `private${tag()}`;
      const job = (await post(owner, { title: word, visibility: 'private' }).expect(200)).body;
      const [invited, outsider] = await Promise.all([t.member(), t.member()]);
      const path = `/v1/job/${owner.partnerId}/${job.id}/invitations`;

      expect((await t.http.get('/v1/jobs').query({ keyword: word }).set(as(invited)).expect(200)).body.items).toEqual([]);
      await t.http.get(`/v1/jobs/${job.id}`).set(as(invited)).expect(403);
      const unknown = await t.http
        .post(path)
        .set(as(owner))
        .send({ emails: [invited.user.username, 'nobody@nexus.test'] })
        .expect(400);
      expect(unknown.body.httpMessage).toMatch(/^emails\.1: /);
      expect(
        (
          await t.http
            .post(path)
            .set(as(owner))
            .send({ emails: ['x'] })
            .expect(400)
        ).body.httpMessage,
      ).toMatch(/^emails\.0: /);
      await t.http
        .post(path)
        .set(as(outsider))
        .send({ emails: [outsider.user.username] })
        .expect(403);
      const sent = await t.http
        .post(path)
        .set(as(owner))
        .send({ emails: [invited.user.username] })
        .expect(200);
      expect(sent.body).toEqual({ invitedCount: 1 });

      const seen = await t.http.get('/v1/jobs').query({ keyword: word }).set(as(invited)).expect(200);
      expect(seen.body.items.map((j: { id: string }) => j.id)).toEqual([job.id]);
      await t.http.get(`/v1/jobs/${job.id}`).set(as(invited)).expect(200);
      await t.http.get(`/v1/jobs/${job.id}`).set(as(owner)).expect(200);
      const refused = await t.http.get(`/v1/jobs/${job.id}`).set(as(outsider)).expect(403);
      expect(refused.body.httpMessage).toBe(JobsText.notInvited);
      expect(JSON.stringify(refused.body)).not.toContain(word);
      await t.http.put(`/v1/jobs/${job.id}/save`).set(as(outsider)).send({ status: 'saved' }).expect(403);
      await t.http.post(`/v1/jobs/${job.id}/applications`).set(as(outsider)).send(form(outsider)).expect(403);
      expect((await t.http.get('/v1/jobs').query({ keyword: word }).set(as(outsider)).expect(200)).body.items).toEqual([]);

      const publicJob = (await post(owner).expect(200)).body;
      await t.http
        .post(`/v1/job/${owner.partnerId}/${publicJob.id}/invitations`)
        .set(as(owner))
        .send({ emails: [invited.user.username] })
        .expect(409);
    });

    it("answers the member's saved jobs, applications and matching choice: 401 without a token, 400 naming a bad page size", async () => {
      const m = await t.member();
      for (const path of ['/v1/jobs/saved', '/v1/jobs/applications', '/v1/jobs/match-preference']) {
        await t.http.get(path).expect(401);
        await t.http.get(path).set(as(m)).expect(200);
      }
      for (const path of ['/v1/jobs/saved', '/v1/jobs/applications']) {
        const bad = await t.http.get(path).query({ pageSize: 0 }).set(as(m)).expect(400);
        expect(bad.body.httpMessage).toMatch(/^pageSize: /);
      }
      await t.http.put('/v1/jobs/match-preference').send({ openToMatches: true }).expect(401);
      await t.http.get(`/v1/jobs/${NO_SUCH_ID}`).expect(401);
    });

    it('saves and unsaves jobs (JobSaveStatus), lists the saved ones, last saved first', async () => {
      const owner = await partnerOwner(t);
      const [a, b] = [(await post(owner).expect(200)).body, (await post(owner).expect(200)).body];
      const m = await t.member();
      expect((await t.http.put(`/v1/jobs/${a.id}/save`).set(as(m)).send({ status: 'saved' }).expect(200)).body.saved).toBe(true);
      await t.http.put(`/v1/jobs/${b.id}/save`).set(as(m)).send({ status: 'saved' }).expect(200);
      const saved = await t.walk<{ id: string }>(m.token, '/v1/jobs/saved', (j) => j.id);
      expect(saved.ids).toEqual([b.id, a.id]);
      expect((await t.http.put(`/v1/jobs/${b.id}/save`).set(as(m)).send({ status: 'unsaved' }).expect(200)).body.saved).toBe(
        false,
      );
      expect((await t.walk<{ id: string }>(m.token, '/v1/jobs/saved', (j) => j.id)).ids).toEqual([a.id]);
      expect(
        (await t.http.put(`/v1/jobs/${a.id}/save`).set(as(m)).send({ status: 'kept' }).expect(400)).body.httpMessage,
      ).toMatch(/^status: /);
      await t.http.put(`/v1/jobs/${NO_SUCH_ID}/save`).set(as(m)).send({ status: 'saved' }).expect(404);
      await t.http.put(`/v1/jobs/${a.id}/save`).send({ status: 'saved' }).expect(401);
      await t.http.get(`/v1/jobs/${NO_SUCH_ID}`).set(as(m)).expect(404);
      expect((await t.http.get('/v1/jobs/nope').set(as(m)).expect(400)).body.httpMessage).toMatch(/^id: /);
    });
  });

  describe('applying and the pipeline', () => {
    it('applies once with the resume on file; the partner moves the applicant; the applicant sees the stage and a ping', async () => {
      const owner = await partnerOwner(t);
      const job = (await post(owner).expect(200)).body;
      const m = await t.member();
      const apply = (body: object) => t.http.post(`/v1/jobs/${job.id}/applications`).set(as(m)).send(body);

      expect((await apply(form(m)).expect(400)).body.httpMessage).toMatch(/^resume: /);
      await withResume(m);
      expect((await apply(form(m, [])).expect(400)).body.httpMessage).toMatch(/^screeningAnswers: /);
      expect((await apply({ ...form(m), email: 'nope' }).expect(400)).body.httpMessage).toMatch(/^email: /);
      expect((await apply({ ...form(m), phoneNumber: 'call me' }).expect(400)).body.httpMessage).toMatch(/^phoneNumber: /);
      const sent = await apply(form(m)).expect(200);
      expect(sent.body).toMatchObject({ stage: 'received', job: { id: job.id, title: job.title } });
      expect((await apply(form(m)).expect(409)).body.httpMessage).toBe(JobsText.alreadyApplied);
      expect((await t.http.get(`/v1/jobs/${job.id}`).set(as(m)).expect(200)).body.myApplication).toEqual({
        id: sent.body.id,
        stage: 'received',
      });
      await t.http.post(`/v1/jobs/${NO_SUCH_ID}/applications`).set(as(m)).send(form(m)).expect(404);
      await t.http.post(`/v1/jobs/${job.id}/applications`).send(form(m)).expect(401);
      // A partner's own people cannot apply to its jobs.
      await t.http.post(`/v1/jobs/${job.id}/applications`).set(as(owner)).send(form(owner)).expect(403);

      const pipelinePath = `/v1/job/${owner.partnerId}/${job.id}/applications`;
      const pipeline = await t.http.get(pipelinePath).set(as(owner)).expect(200);
      expect(pipeline.body.items).toEqual([
        expect.objectContaining({
          id: sent.body.id,
          applicant: expect.objectContaining({ id: m.user.id }),
          email: m.user.username,
          hasResume: true,
          screening: [{ question: 'Years of TypeScript?', answer: 'Five' }],
          stage: 'received',
        }),
      ]);
      await t.http.get(pipelinePath).set(as(m)).expect(403);
      const resume = await t.http.get(`${pipelinePath}/${sent.body.id}/resume`).set(as(owner)).buffer(true).expect(200);
      expect(resume.headers['content-disposition']).toBe('attachment; filename="resume.pdf"');

      const moved = await t.http
        .put(`${pipelinePath}/${sent.body.id}`)
        .set(as(owner))
        .send({ stage: ApplicationStage.Shortlisted, note: 'Strong TypeScript' })
        .expect(200);
      expect(moved.body.stage).toBe('shortlisted');
      expect(moved.body.history.map((e: { stage: string; note: string | null }) => [e.stage, e.note])).toEqual([
        ['received', null],
        ['shortlisted', 'Strong TypeScript'],
      ]);
      expect(
        (await t.http.put(`${pipelinePath}/${sent.body.id}`).set(as(owner)).send({ stage: 'maybe' }).expect(400)).body
          .httpMessage,
      ).toMatch(/^stage: /);
      await t.http.put(`${pipelinePath}/${NO_SUCH_ID}`).set(as(owner)).send({ stage: 'viewed' }).expect(404);
      await t.http.put(`${pipelinePath}/${sent.body.id}`).set(as(m)).send({ stage: 'hired' }).expect(403);
      const shortlisted = await t.http.get(pipelinePath).query({ stage: 'shortlisted' }).set(as(owner)).expect(200);
      expect(shortlisted.body.items).toHaveLength(1);
      expect((await t.http.get(pipelinePath).query({ stage: 'hired' }).set(as(owner)).expect(200)).body.items).toEqual([]);

      // The applicant sees the stage and its history, never the partner's note.
      const mine = await t.http.get('/v1/jobs/applications').set(as(m)).expect(200);
      expect(mine.body.items).toHaveLength(1);
      expect(mine.body.items[0]).toMatchObject({ stage: 'shortlisted' });
      expect(JSON.stringify(mine.body)).not.toContain('Strong TypeScript');
      await eventually(async () => (await t.prisma.notification.count({ where: { userId: m.user.id } })) > 0);
      const [ping] = (await t.http.get('/v1/notifications').set(as(m)).expect(200)).body.items;
      expect(ping).toMatchObject({ kind: NotificationKind.ApplicationStatus, link: '/jobs?tab=applications' });
      expect(ping.text).toContain('Shortlisted');
    });
  });

  describe('candidate matching', () => {
    it('ranks opted-in members who fit, tells the partner’s posters, and a rerun gives the same matches', async () => {
      const owner = await partnerOwner(t);
      const expertise = `Expertise ${tag()}`;
      const fits = async (opt: boolean, profile: Record<string, string>) => {
        const m = await t.member();
        await t.prisma.profile.upsert({
          where: { userId: m.user.id },
          update: profile,
          create: { userId: m.user.id, ...profile },
        });
        if (opt) await t.http.put('/v1/jobs/match-preference').set(as(m)).send({ openToMatches: true }).expect(200);
        return m;
      };
      const best = await fits(true, {
        expertise,
        industry: 'Technology',
        levelExperience: 'mid_senior',
        city: 'Lagos',
        country: 'Nigeria',
      });
      const abroad = await fits(true, { expertise, industry: 'Technology', country: 'Ghana' });
      const quiet = await fits(false, { expertise, industry: 'Technology', country: 'Nigeria' });
      expect((await t.http.get('/v1/jobs/match-preference').set(as(best)).expect(200)).body).toEqual({ openToMatches: true });
      expect((await t.http.get('/v1/jobs/match-preference').set(as(quiet)).expect(200)).body).toEqual({ openToMatches: false });
      expect((await t.http.put('/v1/jobs/match-preference').set(as(quiet)).send({}).expect(400)).body.httpMessage).toMatch(
        /^openToMatches: /,
      );

      const socket = await sockets.connect(owner.token);
      const heard: Record<string, JobMatchEvent[]> = {};
      for (const event of [
        SocketEvent.JobMatchScanFinished,
        SocketEvent.MatchedCandidatesUpdate,
        SocketEvent.JobMatchScanFailed,
      ] as const) {
        socket.on(event, (payload) => (heard[event] ??= []).push(payload));
      }
      const job = (await post(owner, { areaOfExpertise: expertise }).expect(200)).body;
      await eventually(() => (heard[SocketEvent.JobMatchScanFinished]?.length ?? 0) > 0);
      expect(heard[SocketEvent.JobMatchScanFinished]).toEqual([{ jobId: job.id, matchCount: 1 }]);
      expect(heard[SocketEvent.MatchedCandidatesUpdate]).toEqual([{ jobId: job.id, matchCount: 1 }]);

      const path = `/v1/job/${owner.partnerId}/${job.id}/matches`;
      const matches = await t.http.get(path).set(as(owner)).expect(200);
      expect(matches.body.items).toEqual([
        {
          member: expect.objectContaining({ id: best.user.id }),
          score: 10,
          reasons: ['areaOfExpertise', 'industry', 'experienceLevel', 'city', 'country'],
        },
      ]);
      const ids = (body: { items: { member: { id: string } }[] }) => body.items.map((i) => i.member.id);
      expect(ids(matches.body)).not.toContain(abroad.user.id);
      expect(ids(matches.body)).not.toContain(quiet.user.id);

      // Relocation opens the job to candidates abroad; a rerun (as after a restart) writes the same rows.
      await t.http
        .put(`/v1/job/${owner.partnerId}/${job.id}/edit`)
        .set(as(owner))
        .send(jobBody({ areaOfExpertise: expertise, willRelocateApplicant: true }))
        .expect(200);
      await eventually(() => heard[SocketEvent.JobMatchScanFinished]!.length > 1);
      expect(ids((await t.http.get(path).set(as(owner)).expect(200)).body)).toEqual([best.user.id, abroad.user.id]);
      await t.app.get(JobMatching).scan({ jobId: job.id });
      expect(ids((await t.http.get(path).set(as(owner)).expect(200)).body)).toEqual([best.user.id, abroad.user.id]);

      await t.http.post(path).set(as(owner)).expect(200);
      await t.http.post(path).set(as(best)).expect(403);
      await t.http.get(path).set(as(best)).expect(403);
      await t.http.post(`/v1/job/${owner.partnerId}/${NO_SUCH_ID}/matches`).set(as(owner)).expect(404);
      await t.http.post(path).expect(401);

      await t.app.get(JobMatching).failed({ jobId: job.id });
      await eventually(() => (heard[SocketEvent.JobMatchScanFailed]?.length ?? 0) > 0);
      expect(heard[SocketEvent.JobMatchScanFailed]).toEqual([{ jobId: job.id, matchCount: 0 }]);
    });
  });
});
