import { Injectable } from '@nestjs/common';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { EXPERIENCE_ORDER } from '../profiles/experiences.repository';

/** Awaits every query of the object together (Promise.all), keeping each result under its name. */
async function awaitAll<T extends Record<string, PromiseLike<unknown>>>(queries: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.all(Object.values(queries));
  return Object.fromEntries(Object.keys(queries).map((name, i) => [name, results[i]])) as { [K in keyof T]: Awaited<T[K]> };
}

@Injectable()
export class AccountsRepository {
  constructor(private readonly prisma: PrismaService) {}

  saveDeletionRequest(db: Db, userId: string, reasonId: string, otherReasonText: string | null) {
    return db.accountDeletionRequest.upsert({
      where: { userId },
      create: { userId, reasonId, otherReasonText },
      update: { reasonId, otherReasonText, createdAt: new Date() },
    });
  }

  /**
   * Deletes the member. Everything that is theirs goes with the row (foreign keys cascade); the reason
   * is kept without anything that identifies them; a partner organisation keeps existing without their
   * e-mail as its contact.
   */
  async erase(db: Db, userId: string): Promise<void> {
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { deletionRequest: true } });
    if (user.deletionRequest) {
      await db.accountDeletion.create({
        data: { reasonId: user.deletionRequest.reasonId, otherReasonText: user.deletionRequest.otherReasonText },
      });
    }
    if (user.partnerId)
      await db.partner.updateMany({ where: { id: user.partnerId, email: user.username }, data: { email: null } });
    // Mail to the address, sent or not, is theirs too (a queued one then finds no row and sends nothing); mail to
    // others about them (mail_outbox.actor_id) goes with the user row, by its foreign key.
    await db.mailOutbox.deleteMany({ where: { recipient: user.username } });
    // Reports against them keep their content as it was reported (the snapshot): those go too. Reports they filed
    // stay for the review queue, without them (reporter_id is set null by its foreign key).
    await db.report.deleteMany({ where: { ownerId: userId } });
    await db.user.delete({ where: { id: userId } });
  }

  /** Every row that is about the member, for the export. One query per table, run together. */
  async everythingAbout(userId: string) {
    const p = this.prisma;
    const card = { select: { id: true, firstName: true, lastName: true } } as const;
    return awaitAll({
      user: p.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true, preference: true } }),
      experiences: p.experience.findMany({ where: { userId }, orderBy: EXPERIENCE_ORDER }),
      notificationSettings: p.notificationSetting.findMany({
        where: { userId },
        include: { type: { select: { key: true, name: true } } },
      }),
      onboardingAnswers: p.onboardingAnswer.findMany({ where: { userId }, include: { question: { select: { prompt: true } } } }),
      connections: p.connection.findMany({ where: { userId }, include: { connectedUser: card } }),
      sent: p.connectionRequest.findMany({ where: { requesterId: userId }, include: { addressee: card } }),
      received: p.connectionRequest.findMany({ where: { addresseeId: userId }, include: { requester: card } }),
      blocks: p.block.findMany({ where: { blockerId: userId }, include: { blocked: card } }),
      follows: p.partnerFollower.findMany({ where: { userId }, include: { partner: { select: { id: true, name: true } } } }),
      sessions: p.session.findMany({
        where: { userId },
        select: { createdAt: true, expiresAt: true, revokedAt: true, ip: true, userAgent: true },
      }),
      ssoIdentities: p.ssoIdentity.findMany({ where: { userId }, select: { provider: true, email: true, createdAt: true } }),
      interactions: p.userInteraction.findMany({ where: { userId }, select: { name: true, createdAt: true } }),
      views: p.profileView.findMany({ where: { viewerId: userId }, select: { profileUserId: true, day: true } }),
      messages: p.message.findMany({
        where: { OR: [{ senderId: userId }, { receiverId: userId }] },
        select: { id: true, senderId: true, receiverId: true, content: true, status: true, edited: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
      }),
      posts: p.post.findMany({
        where: { authorId: userId },
        select: {
          id: true,
          type: true,
          content: true,
          visibility: true,
          partnerId: true,
          communityId: true,
          channelId: true,
          edited: true,
          createdAt: true,
          media: { select: { kind: true, fileName: true, storageKey: true }, orderBy: { position: 'asc' } },
          pollOptions: { select: { text: true }, orderBy: { position: 'asc' } },
        },
        orderBy: { createdAt: 'asc' },
      }),
      comments: p.comment.findMany({
        where: { authorId: userId },
        select: { id: true, postId: true, parentId: true, content: true, edited: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
      }),
      postReactions: p.postReaction.findMany({ where: { userId }, select: { postId: true, reaction: true, createdAt: true } }),
      commentReactions: p.commentReaction.findMany({
        where: { userId },
        select: { commentId: true, reaction: true, createdAt: true },
      }),
      pollVotes: p.pollVote.findMany({
        where: { userId },
        select: { postId: true, option: { select: { text: true } }, createdAt: true },
      }),
      pings: p.notification.findMany({
        where: { userId },
        select: { kind: true, actorId: true, partnerId: true, postId: true, commentId: true, readAt: true, createdAt: true },
        orderBy: { createdAt: 'asc' },
      }),
      channels: p.channelMember.findMany({
        where: { userId },
        select: { channel: { select: { id: true, name: true } }, isAdmin: true, notifications: true, createdAt: true },
      }),
      jobApplications: p.jobApplication.findMany({
        where: { userId },
        include: { job: { select: { title: true } } },
        orderBy: { createdAt: 'asc' },
      }),
      savedJobs: p.savedJob.findMany({ where: { userId }, include: { job: { select: { title: true } } } }),
      jobMatchOptIn: p.jobMatchOptIn.findUnique({ where: { userId } }),
      eventRegistrations: p.eventRegistration.findMany({
        where: { userId },
        include: { event: { select: { title: true } }, ticket: { select: { type: true } } },
        orderBy: { createdAt: 'asc' },
      }),
      eventWaitlist: p.eventWaitlistEntry.findMany({ where: { userId }, include: { event: { select: { title: true } } } }),
      summitRegistrations: p.summitRegistration.findMany({
        where: { userId },
        include: { summit: { select: { eventCode: true, title: true } }, pass: { select: { name: true } } },
      }),
    });
  }
}
