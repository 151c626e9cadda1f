import { randomUUID } from 'node:crypto';
import { DeleteUserReasons, NotificationKind, RegistrationType, Text } from '@nexus/contracts';
import { pairKey } from '../connections/pair-key';
import { PingsDelivery } from '../notifications/pings-delivery';
import { eventually } from '../../platform/testing/eventually';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const DELETE_LINK = /account\/delete\?token=([\w-]+)/;

describe('the account’s end', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  /** A member with something in every table that can hold personal data, and a friend who stays. */
  async function memberWithALife() {
    const partner = await t.signUp({ role: 'PARTNER', partner: { name: `Stays Ltd ${randomUUID()}`, type: 'community' } });
    const me = await t.member({ firstName: 'Erase', lastName: 'Me' });
    const friend = await t.member({ firstName: 'Stay', lastName: 'Here' });
    const stranger = await t.member();
    const id = me.user.id;
    await t.prisma.profile.update({
      where: { userId: id },
      data: { headline: 'Data engineer', city: 'Accra', aboutMe: `Private words of ${id}` },
    });
    await t.prisma.experience.create({
      data: { userId: id, title: 'Engineer', companyName: 'Acme', startDate: new Date('2020-01-01') },
    });
    await t.prisma.preference.create({ data: { userId: id, darkMode: true } });
    await t.prisma.notificationSetting.create({
      data: { userId: id, typeId: '6f1d5c1e-0002-4000-8000-000000000003', email: false, inApp: true },
    });
    await t.prisma.onboardingAnswer.create({
      data: { userId: id, questionId: '6f1d5c1e-0001-4000-8000-000000000001', choices: ['Find a job'] },
    });
    await t.prisma.connection.createMany({
      data: [
        { userId: id, connectedUserId: friend.user.id },
        { userId: friend.user.id, connectedUserId: id },
      ],
    });
    await t.prisma.connectionRequest.create({
      data: { requesterId: stranger.user.id, addresseeId: id, pairKey: pairKey(stranger.user.id, id) },
    });
    await t.prisma.block.create({ data: { blockerId: id, blockedId: partner.user.id } });
    await t.prisma.profileView.create({ data: { profileUserId: friend.user.id, viewerId: id, day: new Date() } });
    await t.prisma.profileView.create({ data: { profileUserId: id, viewerId: friend.user.id, day: new Date() } });
    await t.prisma.partnerFollower.create({ data: { partnerId: partner.user.partnerId!, userId: id } });
    await t.prisma.userInteraction.create({ data: { userId: id, name: 'hasInteractedWithChat' } });
    await t.message(me, friend.user.id, `A note from ${id}`);
    await t.message(friend, id, 'A reply');
    await t.prisma.unsubscribeResponse.create({
      data: { userId: id, reasonId: '6f1d5c1e-0003-4000-8000-000000000001', comment: 'Too many' },
    });
    // The feed, pings, jobs, events and summits.
    const post = await t.prisma.post.create({
      data: {
        authorId: id,
        type: 'poll',
        content: `A poll of ${id}`,
        pollOptions: {
          create: [
            { text: 'Yes', position: 0 },
            { text: 'No', position: 1 },
          ],
        },
      },
      include: { pollOptions: true },
    });
    await t.prisma.pollVote.create({ data: { postId: post.id, userId: id, optionId: post.pollOptions[1]!.id } });
    await t.prisma.postReaction.create({ data: { postId: post.id, userId: id } });
    const comment = await t.prisma.comment.create({ data: { postId: post.id, authorId: id, content: `A comment of ${id}` } });
    await t.prisma.commentReaction.create({ data: { commentId: comment.id, userId: id } });
    await t.prisma.notification.create({ data: { userId: id, kind: 'connection_request', actorId: friend.user.id } });
    // Trust and safety: a report against them (its snapshot holds their words), one they filed, their status history.
    const against = await t.prisma.report.create({
      data: {
        targetType: 'post',
        targetId: post.id,
        ownerId: id,
        ownerType: 'member',
        reporterId: friend.user.id,
        category: 'spam',
        snapshot: { text: `A poll of ${id}` },
      },
    });
    await t.prisma.reportEvent.create({ data: { reportId: against.id, actorId: friend.user.id, action: 'Reported' } });
    await t.prisma.report.create({
      data: {
        targetType: 'user',
        targetId: friend.user.id,
        ownerId: friend.user.id,
        ownerType: 'member',
        reporterId: id,
        category: 'fake_account',
      },
    });
    await t.prisma.userStatusChange.create({ data: { userId: id, status: 'suspended', reason: 'Spam' } });
    const partnerId = partner.user.partnerId!;
    const job = await t.prisma.job.create({
      data: {
        partnerId,
        authorId: partner.user.id,
        title: `Data engineer ${partnerId}`,
        description: 'Pipelines',
        employmentType: 'full_time',
        workplace: 'remote',
        experienceLevel: 'mid_senior',
        country: 'Ghana',
        companyName: 'Stays Ltd',
        jobTitle: 'Data engineer',
        industry: 'Software',
        areaOfExpertise: 'Data',
      },
    });
    await t.prisma.jobApplication.create({
      data: {
        jobId: job.id,
        userId: id,
        firstName: 'Erase',
        lastName: 'Me',
        email: me.user.username,
        phoneNumber: '+233 20 000 0000',
        location: 'Accra',
        resumeKey: `resumes/${id}.pdf`,
        screeningAnswers: ['Five years'],
      },
    });
    await t.prisma.savedJob.create({ data: { userId: id, jobId: job.id } });
    await t.prisma.jobMatchOptIn.create({ data: { userId: id } });
    const event = await t.prisma.event.create({
      data: {
        partnerId,
        title: `Meetup ${partnerId}`,
        format: 'Virtual',
        status: 'scheduled',
        publishedAt: new Date(),
        startsAt: new Date(Date.UTC(2030, 0, 1, 18)),
        endsAt: new Date(Date.UTC(2030, 0, 1, 20)),
        tickets: { create: [{ type: 'General', quota: 10 }] },
      },
      include: { tickets: true },
    });
    await t.prisma.eventRegistration.create({
      data: { eventId: event.id, ticketId: event.tickets[0]!.id, userId: id, ticketCode: `T-${id}` },
    });
    await t.http
      .post(`/v1/user/${id}/summit-registrations`)
      .set(t.bearer(me.token))
      .send({ registrationType: RegistrationType.Bnxt })
      .expect(200);
    return { me, friend, partner };
  }

  it('downloads everything held about the member as one JSON file', async () => {
    const { me, friend, partner } = await memberWithALife();
    const response = await t.http.get(`/v1/user/${me.user.id}/export`).set(t.bearer(me.token)).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="nexus-my-data.json"');
    const data = response.body;
    expect(data.account).toMatchObject({ id: me.user.id, username: me.user.username });
    expect(data.account.passwordHash).toBeUndefined();
    for (const secret of ['totpSecret', 'totpLastStep']) expect(data.account).not.toHaveProperty(secret);
    expect(data.profile).toMatchObject({ headline: 'Data engineer', city: 'Accra' });
    expect(data.experiences).toHaveLength(1);
    expect(data.connections).toEqual([expect.objectContaining({ id: friend.user.id, name: 'Stay Here' })]);
    expect(data.connectionRequests).toHaveLength(1);
    expect(data.blockedMembers).toHaveLength(1);
    expect(data.followedCompanies).toEqual([
      expect.objectContaining({ id: partner.user.partnerId, name: expect.stringMatching(/^Stays Ltd /) }),
    ]);
    expect(data.onboardingAnswers).toEqual([{ question: 'What brings you to Nexus?', choices: ['Find a job'] }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.messages).toEqual([
      expect.objectContaining({ direction: 'sent', with: friend.user.id, message: `A note from ${me.user.id}` }),
      expect.objectContaining({ direction: 'received', with: friend.user.id, message: 'A reply' }),
    ]);
    expect(data.posts).toEqual([
      expect.objectContaining({ content: `A poll of ${me.user.id}`, type: 'poll', poll: ['Yes', 'No'] }),
    ]);
    expect(data.pollVotes).toEqual([expect.objectContaining({ option: 'No' })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: `A comment of ${me.user.id}` })]);
    expect(data.reactions).toHaveLength(2);
    expect(data.pings).toEqual([expect.objectContaining({ kind: 'connection_request', actorId: friend.user.id, read: false })]);
    expect(data.jobApplications).toEqual([
      expect.objectContaining({
        jobTitle: `Data engineer ${partner.user.partnerId}`,
        phoneNumber: '+233 20 000 0000',
        stage: 'received',
      }),
    ]);
    expect(data.savedJobs).toEqual([expect.objectContaining({ jobTitle: `Data engineer ${partner.user.partnerId}` })]);
    expect(data.jobMatching).toEqual({ optedInAt: expect.any(String) });
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({
        eventTitle: `Meetup ${partner.user.partnerId}`,
        ticket: 'General',
        ticketCode: `T-${me.user.id}`,
      }),
    ]);
    expect(data.summitRegistrations).toEqual([expect.objectContaining({ summit: 'bnxt2025' })]);
    await t.http.get(`/v1/user/${me.user.id}/export`).set(t.bearer(friend.token)).expect(403);
    await t.http.get(`/v1/user/${me.user.id}/export`).expect(401);
  });

  it('deletes the account with the mailed link, leaving nothing personal in any table', async () => {
    const { me, friend, partner } = await memberWithALife();
    // A name no other row has, and mail to others about the member (their message's ping, sent); mail to the friend
    // about someone else stays.
    const lastName = `Gone${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
    await t.prisma.user.update({ where: { id: me.user.id }, data: { lastName } });
    const delivery = t.app.get(PingsDelivery);
    await delivery.pingUnreadMessages([{ senderId: me.user.id, receiverId: friend.user.id }]);
    const aboutMe = { recipient: friend.user.username, subject: { contains: lastName } };
    await eventually(async () => (await t.prisma.mailOutbox.count({ where: { ...aboutMe, status: 'sent' } })) === 1);
    expect(await t.prisma.mailOutbox.count({ where: { ...aboutMe, status: 'sent' } })).toBe(1);
    const someoneElse = await t.member();
    await delivery.deliver({
      id: randomUUID(),
      userId: friend.user.id,
      kind: NotificationKind.ConnectionAccepted,
      actorId: someoneElse.user.id,
    });
    const toFriend = await t.prisma.mailOutbox.count({ where: { recipient: friend.user.username } });
    expect(
      await t.prisma.mailOutbox.count({ where: { recipient: friend.user.username, subject: { contains: 'accepted' } } }),
    ).toBe(1);
    const { body } = await t.http
      .put(`/v1/user/${me.user.id}/send-verification/delete`)
      .set(t.bearer(me.token))
      .send({ reasonId: DeleteUserReasons.Other, otherReasonText: 'Moving on' })
      .expect(200);
    expect(body.message).toBe(Text.deletionMailSent);
    const token = await t.mailbox.find(me.user.username, DELETE_LINK);
    await t.http.put('/v1/user/delete/confirm').send({ token }).expect(200);

    const tables = await t.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`;
    expect(tables.length).toBeGreaterThan(15);
    for (const { table_name } of tables) {
      const [row] = await t.prisma.$queryRawUnsafe<{ count: bigint }[]>(
        `SELECT count(*) FROM "${table_name}" AS row WHERE row::text ILIKE $1 OR row::text ILIKE $2 OR row::text ILIKE $3`,
        `%${me.user.id}%`,
        `%${me.user.username}%`,
        `%${lastName}%`,
      );
      expect({ table: table_name, rows: Number(row!.count) }).toEqual({ table: table_name, rows: 0 });
    }
    // Why they left is kept, without who they were; the others keep their accounts.
    expect(await t.prisma.accountDeletion.findFirst({ where: { otherReasonText: 'Moving on' } })).not.toBeNull();
    expect(await t.prisma.user.count({ where: { id: { in: [friend.user.id, partner.user.id] } } })).toBe(2);
    expect(await t.prisma.mailOutbox.count({ where: { recipient: friend.user.username } })).toBe(toFriend - 1);
    await t.http.get(`/v1/user/${friend.user.id}`).set(t.bearer(friend.token)).expect(200);
    // The deleted member's session is gone, and the link cannot be used twice.
    await t.http.get(`/v1/user/${me.user.id}`).set(t.bearer(me.token)).expect(401);
    await t.http.put('/v1/user/delete/confirm').send({ token }).expect(400);
  });

  it('keeps the account when the link is wrong', async () => {
    const { me } = await memberWithALife();
    await t.http
      .put(`/v1/user/${me.user.id}/send-verification/delete`)
      .set(t.bearer(me.token))
      .send({ reasonId: DeleteUserReasons.FoundJob })
      .expect(200);
    const { body } = await t.http
      .put('/v1/user/delete/confirm')
      .send({ token: 'z'.repeat(43) })
      .expect(400);
    expect(body.httpMessage).toBe(Text.tokenInvalid);
    expect(await t.prisma.user.count({ where: { id: me.user.id } })).toBe(1);
  });

  it('validates the request and refuses another member', async () => {
    const a = await t.member();
    const b = await t.member();
    const noReason = await t.http
      .put(`/v1/user/${a.user.id}/send-verification/delete`)
      .set(t.bearer(a.token))
      .send({})
      .expect(400);
    expect(noReason.body.httpMessage).toMatch(/^reasonId: must be one of /);
    const other = await t.http
      .put(`/v1/user/${a.user.id}/send-verification/delete`)
      .set(t.bearer(a.token))
      .send({ reasonId: DeleteUserReasons.Other })
      .expect(400);
    expect(other.body.httpMessage).toBe('otherReasonText: is required when the reason is other');
    await t.http
      .put(`/v1/user/${a.user.id}/send-verification/delete`)
      .set(t.bearer(b.token))
      .send({ reasonId: DeleteUserReasons.NotUseful })
      .expect(403);
    await t.http
      .put(`/v1/user/${a.user.id}/send-verification/delete`)
      .send({ reasonId: DeleteUserReasons.NotUseful })
      .expect(401);
    expect(t.mailbox.count(a.user.username)).toBe(1);
  });
});
