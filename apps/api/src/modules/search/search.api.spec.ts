import { randomInt } from 'node:crypto';
import { SEARCH_KINDS, SEARCH_LIMITS, type SearchHit, type SearchKind, type SearchResults } from '@nexus/contracts';
import { partnerOwner } from '../../platform/testing/partners';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { jobBody } from '../../platform/testing/job-fixtures';

describe('search', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (m: TestMember) => t.bearer(m.token);
  /** A word no other test writes: letters only, so trigrams and full text see one word. */
  const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');

  const all = async (m: TestMember, q: string, perKind?: number): Promise<SearchResults> =>
    (
      await t.http
        .get('/v1/search')
        .query({ q, ...(perKind ? { perKind } : {}) })
        .set(as(m))
        .expect(200)
    ).body;
  const ids = async (m: TestMember, kind: SearchKind, q: string): Promise<string[]> =>
    (await t.http.get(`/v1/search/${kind}`).query({ q, pageSize: 50 }).set(as(m)).expect(200)).body.items.map(
      (h: SearchHit) => h.id,
    );

  const company = (name: string, type: 'corporate' | 'community' = 'corporate') =>
    t.prisma.partner.create({
      data: { name, type, industry: 'Technology', location: 'Lagos', about: `Builders  and\n makers of ${name}` },
    });
  const event = (partnerId: string, title: string, status: 'draft' | 'scheduled' = 'scheduled') =>
    t.prisma.event.create({
      data: {
        partnerId,
        title,
        format: 'Virtual',
        status,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        ...(status === 'draft' ? {} : { publishedAt: new Date() }),
      },
    });

  describe('GET /search', () => {
    it('finds a name through two typos ("jonh smtih" finds John Smith)', async () => {
      const [viewer, john] = await Promise.all([t.member(), t.member({ firstName: 'John', lastName: 'Smith' })]);
      const found = await all(viewer, 'jonh smtih', SEARCH_LIMITS.maxPerKind);
      const people = found.groups.find((g) => g.kind === 'people')!.items;
      expect(people.map((h) => h.id)).toContain(john.user.id);
      expect(people.find((h) => h.id === john.user.id)).toEqual({
        kind: 'people',
        id: john.user.id,
        title: 'John Smith',
        subtitle: null,
        image: null,
        path: `/profile/${john.user.id}`,
      });
    });

    it('groups every kind in SEARCH_KINDS order, each best first, posts and job descriptions by their words', async () => {
      const w = word();
      const owner = await partnerOwner(t);
      const [viewer, person, closer] = await Promise.all([
        t.member(),
        t.member({ firstName: 'Ada', lastName: `${w}` }),
        t.member({ firstName: 'Ada', lastName: `${w}son` }),
      ]);
      const firm = await company(`${w} Holdings`);
      const community = await company(`${w} Circle`, 'community');
      const job = (
        await t.http
          .post(`/v1/job/${owner.partnerId}`)
          .set(as(owner))
          .send(jobBody({ title: 'Gardener', description: `Tend the ${w} gardens every spring.`, publish: true }))
          .expect(200)
      ).body;
      const post = await t.post(person, { content: `Our ${w} gardens are blooming this spring` });
      const meetup = await event(owner.partnerId, `${w} meetup`);
      await event(owner.partnerId, `${w} draft`, 'draft');

      const found = await all(viewer, w, SEARCH_LIMITS.maxPerKind);
      expect(found.q).toBe(w);
      expect(found.groups.map((g) => g.kind)).toEqual(SEARCH_KINDS);
      const group = (kind: SearchKind) => found.groups.find((g) => g.kind === kind)!.items.map((h) => h.id);
      // The name that is the word itself ranks above one that only contains it.
      expect(group('people')).toEqual([person.user.id, closer.user.id]);
      expect(group('companies')).toEqual([firm.id]);
      expect(group('jobs')).toEqual([job.id]);
      expect(group('posts')).toEqual([post.id]);
      expect(group('events')).toEqual([meetup.id]);
      expect(group('communities')).toEqual([community.id]);
      // A community's line is its about text with its spaces collapsed.
      const communityHit = found.groups.find((g) => g.kind === 'communities')!.items[0]!;
      expect(communityHit.subtitle).toBe(`Builders and makers of ${w} Circle`);
      expect(found.groups.flatMap((g) => g.items.map((h) => h.path))).toEqual([
        `/profile/${person.user.id}`,
        `/profile/${closer.user.id}`,
        `/company/${firm.id}`,
        `/jobs/${job.id}`,
        `/feed?post=${post.id}`,
        `/events/${meetup.id}`,
        `/communities/${community.id}`,
      ]);

      // Full text: another form of the words finds the post and the job by their descriptions.
      const gardening = await all(viewer, `${w} garden`);
      expect(gardening.groups.find((g) => g.kind === 'posts')!.items.map((h) => h.id)).toEqual([post.id]);
      expect(gardening.groups.find((g) => g.kind === 'jobs')!.items.map((h) => h.id)).toEqual([job.id]);
      // A typo in a title: 'meetp' is found in 'meetup'.
      expect((await all(viewer, `${w} meetp`)).groups.find((g) => g.kind === 'events')!.items.map((h) => h.id)).toEqual([
        meetup.id,
      ]);
      // perKind bounds each group; nothing found is no group at all.
      expect((await all(viewer, w, 1)).groups.find((g) => g.kind === 'people')!.items).toHaveLength(1);
      expect(await all(viewer, word())).toEqual({ q: expect.any(String), groups: [] });
    });

    it('answers 400 naming q when it is missing, too short or too long, and 401 without a token', async () => {
      const viewer = await t.member();
      for (const query of [{}, { q: 'a' }, { q: ' a ' }, { q: 'x'.repeat(SEARCH_LIMITS.maxQueryLength + 1) }]) {
        const refused = await t.http.get('/v1/search').query(query).set(as(viewer)).expect(400);
        expect(refused.body.httpMessage).toMatch(/^q: /);
        const kind = await t.http.get('/v1/search/people').query(query).set(as(viewer)).expect(400);
        expect(kind.body.httpMessage).toMatch(/^q: /);
      }
      const perKind = await t.http
        .get('/v1/search')
        .query({ q: 'ab', perKind: SEARCH_LIMITS.maxPerKind + 1 })
        .set(as(viewer));
      expect(perKind.status).toBe(400);
      expect(perKind.body.httpMessage).toMatch(/^perKind: /);
      await t.http.get('/v1/search').query({ q: 'john' }).expect(401);
      await t.http.get('/v1/search/people').query({ q: 'john' }).expect(401);
    });
  });

  describe('GET /search/:kind', () => {
    it('pages one kind by nextCursor, best first, each hit once', async () => {
      const w = word();
      const viewer = await t.member();
      const names = ['', 'a', 'ab', 'abc', 'abcd'].map((suffix) => `${w}${suffix}`);
      const people = await Promise.all(names.map((lastName) => t.member({ firstName: 'Pat', lastName })));
      const whole = await ids(viewer, 'people', `pat ${w}`);
      expect(whole).toEqual(people.map((p) => p.user.id));

      const pages = await t.walk<SearchHit>(viewer.token, '/v1/search/people', (h) => h.id, { q: `pat ${w}`, pageSize: 2 });
      expect(pages.sizes).toEqual([2, 2, 1]);
      expect(pages.ids).toEqual(whole);

      // Posts, whose rule is asked of the ranked matches: a hidden one is skipped, not a page cut short.
      const posts = [];
      for (const n of [1, 2, 3, 4, 5]) posts.push(await t.post(people[0]!, { content: `${w} ${'notes '.repeat(n)}` }));
      await t.prisma.post.update({ where: { id: posts[1]!.id }, data: { hiddenAt: new Date(), hiddenReason: 'reports' } });
      const postPages = await t.walk<SearchHit>(viewer.token, '/v1/search/posts', (h) => h.id, { q: w, pageSize: 2 });
      expect(postPages.sizes).toEqual([2, 2]);
      expect(postPages.ids.sort()).toEqual(
        posts
          .filter((_, i) => i !== 1)
          .map((p) => p.id)
          .sort(),
      );
    });

    it('answers 400 naming kind for an unknown kind and cursor for a broken one', async () => {
      const viewer = await t.member();
      const kind = await t.http.get('/v1/search/planets').query({ q: 'mars' }).set(as(viewer)).expect(400);
      expect(kind.body.httpMessage).toMatch(/^kind: /);
      const cursor = await t.http.get('/v1/search/jobs').query({ q: 'mars', cursor: 'nonsense' }).set(as(viewer)).expect(400);
      expect(cursor.body.httpMessage).toMatch(/^cursor: /);
    });
  });

  describe('rules', () => {
    it('leaves out members in a block with the viewer either way, and their posts', async () => {
      const w = word();
      const [viewer, other, blocked, blocker, free] = await Promise.all([
        t.member(),
        t.member(),
        t.member({ firstName: 'Kim', lastName: w }),
        t.member({ firstName: 'Kim', lastName: w }),
        t.member({ firstName: 'Kim', lastName: w }),
      ]);
      await t.prisma.block.createMany({
        data: [
          { blockerId: viewer.user.id, blockedId: blocked.user.id },
          { blockerId: blocker.user.id, blockedId: viewer.user.id },
        ],
      });
      const posts = await Promise.all([blocked, blocker, free].map((m) => t.post(m, { content: `${w} news` })));

      expect(await ids(viewer, 'people', `kim ${w}`)).toEqual([free.user.id]);
      expect(await ids(viewer, 'posts', w)).toEqual([posts[2]!.id]);
      expect((await ids(other, 'people', `kim ${w}`)).sort()).toEqual([blocked, blocker, free].map((m) => m.user.id).sort());
      expect((await ids(other, 'posts', w)).sort()).toEqual(posts.map((p) => p.id).sort());
    });

    it('never shows a suspended, blocked, disabled or deleted member; an ended suspension shows them again', async () => {
      const w = word();
      const [viewer, suspended, moderated, disabled, deleted, ended, active] = await Promise.all(
        Array.from({ length: 7 }, (_, i) => (i === 0 ? t.member() : t.member({ firstName: 'Lee', lastName: w }))),
      );
      const update = (m: TestMember, data: object) => t.prisma.user.update({ where: { id: m.user.id }, data });
      await update(suspended!, { suspendedAt: new Date(), suspendedUntil: null });
      await update(moderated!, { blocked: true });
      await update(disabled!, { enabled: false });
      await update(ended!, { suspendedAt: new Date(Date.now() - 86_400_000), suspendedUntil: new Date(Date.now() - 1000) });
      await t.prisma.user.delete({ where: { id: deleted!.user.id } });

      expect((await ids(viewer!, 'people', `lee ${w}`)).sort()).toEqual([ended!.user.id, active!.user.id].sort());
    });

    it('shows a private job only to whom the job board shows it: the invited and the company people', async () => {
      const w = word();
      const owner = await partnerOwner(t);
      const [invited, outsider] = await Promise.all([t.member(), t.member()]);
      const job = (
        await t.http
          .post(`/v1/job/${owner.partnerId}`)
          .set(as(owner))
          .send(jobBody({ title: `${w} analyst`, visibility: 'private', publish: true }))
          .expect(200)
      ).body;
      await t.http
        .post(`/v1/job/${owner.partnerId}/${job.id}/invitations`)
        .set(as(owner))
        .send({ emails: [invited.user.username] })
        .expect(200);

      expect(await ids(invited, 'jobs', `${w} analyst`)).toEqual([job.id]);
      expect(await ids(owner, 'jobs', `${w} analyst`)).toEqual([job.id]);
      expect(await ids(outsider, 'jobs', `${w} analyst`)).toEqual([]);
      // Every hit of the search of all kinds: names are matched with typos allowed, so another test's member named
      // like w may be found too (CI once found two).
      const allHits = async (m: TestMember) => (await all(m, w)).groups.flatMap((g) => g.items.map((hit) => hit.id));
      expect(await allHits(invited)).toContain(job.id);
      expect(await allHits(outsider)).not.toContain(job.id);
    });

    it("shows a post only to its audience: connections, the channel's members, not when moderation hid it", async () => {
      const w = word();
      const community = await partnerOwner(t);
      const [author, friend, stranger, inChannel, inCommunity] = await Promise.all([
        t.member(),
        t.member(),
        t.member(),
        t.member(),
        t.member(),
      ]);
      await t.connect(author.user.id, friend.user.id);
      await t.prisma.partnerFollower.createMany({
        data: [author, inChannel, inCommunity].map((m) => ({ partnerId: community.partnerId, userId: m.user.id })),
      });
      const channel = await t.prisma.channel.create({
        data: { communityId: community.partnerId, name: `Lounge ${w}`, createdById: community.user.id },
      });
      await t.prisma.channelMember.createMany({
        data: [author, inChannel].map((m) => ({ channelId: channel.id, userId: m.user.id })),
      });
      const forConnections = await t.post(author, { content: `${w} connections only`, visibility: 'connections' });
      const forChannel = await t.post(author, { content: `${w} channel only`, channelId: channel.id });
      const hidden = await t.post(author, { content: `${w} hidden by moderation` });
      await t.prisma.post.update({ where: { id: hidden.id }, data: { hiddenAt: new Date(), hiddenReason: 'reports' } });

      expect(await ids(friend, 'posts', w)).toEqual([forConnections.id]);
      expect(await ids(stranger, 'posts', w)).toEqual([]);
      expect(await ids(inChannel, 'posts', `${w} channel`)).toEqual([forChannel.id]);
      expect(await ids(inCommunity, 'posts', w)).toEqual([]);
      expect((await ids(author, 'posts', w)).sort()).toEqual([forConnections.id, forChannel.id, hidden.id].sort());
    });
  });
});
