import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountExport,
  type DeleteAccountRequestBody,
  ErrorCode,
  LOGIN_TOKEN_TTL_SECONDS,
  type Ok,
  Text,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { OneTimeTokensRepository } from '../auth/one-time-tokens.repository';
import { SessionEndings } from '../auth/session-endings';
import { TokensService } from '../auth/tokens.service';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PrismaService } from '../../platform/database/prisma.service';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { accountDeletionMail } from '../../platform/mail/templates';
import { AccountsRepository } from './accounts.repository';

@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly tokens: TokensService,
    private readonly mail: MailOutbox,
    private readonly endings: SessionEndings,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The link goes to the account's mailbox: deleting needs both the session and the mailbox. */
  async requestDeletion(auth: AuthContext, body: DeleteAccountRequestBody): Promise<Ok> {
    const token = this.tokens.newOpaqueToken();
    await this.prisma.$transaction(async (tx) => {
      await this.accounts.saveDeletionRequest(tx, auth.user.id, body.reasonId, body.otherReasonText ?? null);
      await this.oneTimeTokens.issue(tx, {
        userId: auth.user.id,
        purpose: 'ACCOUNT_DELETION',
        secretHash: this.tokens.hash(token),
        expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_SECONDS * 1000),
      });
      await this.mail.enqueue(tx, accountDeletionMail(auth.user.username, `${this.config.appUrl}/account/delete?token=${token}`));
    });
    return { message: Text.deletionMailSent };
  }

  async confirmDeletion(token: string): Promise<Ok> {
    const userId = await this.prisma.$transaction(async (tx) => {
      const owner = await this.oneTimeTokens.consume(tx, 'ACCOUNT_DELETION', this.tokens.hash(token));
      if (!owner) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
      await this.accounts.erase(tx, owner);
      return owner;
    });
    this.endings.ended({ userId });
    return { message: Text.accountDeleted };
  }

  async export(userId: string): Promise<AccountExport> {
    const d = await this.accounts.everythingAbout(userId);
    const {
      passwordHash: _password,
      totpSecret: _secondFactor,
      totpEnabledAt,
      totpLastStep: _lastCode,
      profile,
      preference,
      ...account
    } = d.user;
    const other = (u: { id: string; firstName: string | null; lastName: string | null }) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(' '),
    });
    return {
      exportedAt: new Date().toISOString(),
      account: { ...account, authenticatorAppSince: totpEnabledAt },
      profile: profile ? (({ searchText: _derived, ...rest }) => rest)(profile) : null,
      experiences: d.experiences,
      preferences: preference,
      notificationSettings: d.notificationSettings.map((s) => ({
        type: s.type.key,
        name: s.type.name,
        email: s.email,
        inApp: s.inApp,
      })),
      onboardingAnswers: d.onboardingAnswers.map((a) => ({ question: a.question.prompt, choices: a.choices })),
      connections: d.connections.map((c) => ({ ...other(c.connectedUser), since: c.createdAt })),
      connectionRequests: [
        ...d.sent.map((r) => ({ direction: 'sent', to: other(r.addressee), at: r.createdAt })),
        ...d.received.map((r) => ({ direction: 'received', from: other(r.requester), at: r.createdAt })),
      ],
      blockedMembers: d.blocks.map((b) => ({ ...other(b.blocked), since: b.createdAt })),
      followedCompanies: d.follows.map((f) => ({ id: f.partner.id, name: f.partner.name, since: f.createdAt })),
      sessions: d.sessions,
      signInProviders: d.ssoIdentities.map((i) => ({ provider: i.provider, email: i.email, linkedAt: i.createdAt })),
      interactions: d.interactions,
      profileViewsMade: d.views,
      messages: d.messages.map((m) => ({
        direction: m.senderId === userId ? 'sent' : 'received',
        with: m.senderId === userId ? m.receiverId : m.senderId,
        message: m.content,
        status: m.status,
        edited: m.edited,
        at: m.createdAt,
      })),
      posts: d.posts.map(({ media, pollOptions, createdAt, ...post }) => ({
        ...post,
        media,
        poll: pollOptions.map((o) => o.text),
        at: createdAt,
      })),
      comments: d.comments.map(({ createdAt, ...comment }) => ({ ...comment, at: createdAt })),
      reactions: [
        ...d.postReactions.map((r) => ({ postId: r.postId, reaction: r.reaction, at: r.createdAt })),
        ...d.commentReactions.map((r) => ({ commentId: r.commentId, reaction: r.reaction, at: r.createdAt })),
      ],
      pollVotes: d.pollVotes.map((v) => ({ postId: v.postId, option: v.option.text, at: v.createdAt })),
      pings: d.pings.map(({ readAt, createdAt, ...ping }) => ({ ...ping, read: readAt !== null, at: createdAt })),
      channels: d.channels.map((c) => ({ ...c.channel, admin: c.isAdmin, notifications: c.notifications, since: c.createdAt })),
      jobApplications: d.jobApplications.map(({ job, id: _id, userId: _me, updatedAt: _updated, createdAt, ...a }) => ({
        ...a,
        jobTitle: job.title,
        at: createdAt,
      })),
      savedJobs: d.savedJobs.map((s) => ({ jobId: s.jobId, jobTitle: s.job.title, status: s.status, at: s.updatedAt })),
      jobMatching: d.jobMatchOptIn ? { optedInAt: d.jobMatchOptIn.createdAt } : null,
      eventRegistrations: d.eventRegistrations.map((r) => ({
        eventId: r.eventId,
        eventTitle: r.event.title,
        ticket: r.ticket.type,
        status: r.status,
        ticketCode: r.ticketCode,
        checkedInAt: r.checkedInAt,
        at: r.createdAt,
      })),
      eventWaitlist: d.eventWaitlist.map((w) => ({ eventId: w.eventId, eventTitle: w.event.title, at: w.createdAt })),
      summitRegistrations: d.summitRegistrations.map((r) => ({
        summit: r.summit.eventCode,
        title: r.summit.title,
        pass: r.pass.name,
        at: r.createdAt,
      })),
    };
  }
}
