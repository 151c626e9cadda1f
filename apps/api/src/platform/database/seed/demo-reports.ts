import { randomUUID } from 'node:crypto';
import {
  hashtagMarkup,
  JOB_EXPIRY_DAYS,
  MODERATION_LIMITS,
  REPORT_FILED,
  ReportCategory,
  type ReportSnapshot,
  ReportedUserType,
  type ReportSubject,
  Role,
} from '@nexus/contracts';
import { fanOutSql } from '../../../modules/feed/feed.sql';
import { createOwnersGroup } from '../../../modules/partners/partners.repository';
import type { Db } from '../prisma.service';

const MINUTE_MS = 60_000;

interface DemoReport {
  targetType: ReportSubject;
  targetId: string;
  ownerId: string;
  ownerType: ReportedUserType;
  snapshot: ReportSnapshot;
  /** [reporter, category, reason, minutes ago] */
  by: [string, ReportCategory, string | null, number][];
}

/**
 * Work for the demo admin's review queue (issue 19): a spam post reported by enough members to be hidden, a harassing
 * comment, a scam job of a made-up company, and a fake account, each reported as POST report files them (the content
 * as it was, a 'Reported' line). `members`: members who are not demo logins, at least eight; `firstLogin` reports too.
 */
export async function seedDemoReports(
  tx: Db,
  who: { firstLogin: string; members: string[]; passwordHash: string; planId: string },
) {
  if (who.members.length < 8) throw new Error('The demo reports need eight members');
  const [r1, r2, r3, r4, spammer, harasser, fake, victim] = who.members as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE_MS);

  const spam = {
    id: randomUUID(),
    content: `Make $5,000 a week from home!!! No experience needed, DM me now for the secret ${hashtagMarkup('hiring')}`,
    createdAt: ago(300),
  };
  await tx.post.create({
    data: { ...spam, authorId: spammer, hiddenAt: ago(200), hiddenReason: 'reports' },
  });
  await tx.postHashtag.create({ data: { tag: 'hiring', postId: spam.id, createdAt: spam.createdAt } });
  await tx.$queryRaw(fanOutSql(spam.id));

  const news = { id: randomUUID(), content: 'Just signed my first developer contract. Thank you all for the support!' };
  const insult = { id: randomUUID(), content: 'Nobody cares. You will be fired within a week, loser.', createdAt: ago(150) };
  await tx.post.create({ data: { ...news, authorId: victim, commentCount: 1, createdAt: ago(400) } });
  await tx.comment.create({ data: { ...insult, postId: news.id, authorId: harasser } });
  await tx.$queryRaw(fanOutSql(news.id));

  const partnerId = randomUUID();
  const recruiter = randomUUID();
  await tx.partner.create({
    data: {
      id: partnerId,
      name: 'QuickCash Careers',
      type: 'corporate',
      packageType: 'basic',
      email: 'jobs@quickcash.test',
      about: 'Remote jobs that pay from day one.',
      industry: 'Recruiting and staffing',
      welcomed: true,
      subscriptionId: who.planId,
    },
  });
  await tx.user.create({
    data: {
      id: recruiter,
      username: 'jobs@quickcash.test',
      passwordHash: who.passwordHash,
      enabled: true,
      isOnBoarded: true,
      welcomed: true,
      authType: 'creds',
      role: Role.Partner,
      partnerId,
      firstName: 'Rex',
      lastName: 'Quick',
    },
  });
  await createOwnersGroup(tx, partnerId, recruiter);
  const job = {
    id: randomUUID(),
    title: 'Remote Data Entry: $900 a day',
    description: 'No interview. Pay the $50 onboarding fee by gift card and start today.',
    publishedAt: ago(600),
  };
  await tx.job.create({
    data: {
      ...job,
      partnerId,
      authorId: recruiter,
      employmentType: 'part_time',
      workplace: 'remote',
      experienceLevel: 'internship',
      country: 'Nigeria',
      city: 'Lagos',
      companyName: 'QuickCash Careers',
      jobTitle: 'Data Entry Clerk',
      industry: 'Finance',
      areaOfExpertise: 'Operations',
      status: 'active',
      expiresAt: new Date(job.publishedAt.getTime() + JOB_EXPIRY_DAYS * 24 * 60 * MINUTE_MS),
    },
  });

  const fakeUser = await tx.user.findUniqueOrThrow({ where: { id: fake }, include: { profile: true } });
  const reports: DemoReport[] = [
    {
      targetType: 'post',
      targetId: spam.id,
      ownerId: spammer,
      ownerType: ReportedUserType.Member,
      snapshot: {
        text: spam.content,
        title: null,
        media: [],
        link: `/feed?post=${spam.id}`,
        createdAt: spam.createdAt.toISOString(),
      },
      by: [
        [r1, ReportCategory.Spam, 'Posted the same thing in three groups today', 240],
        [who.firstLogin, ReportCategory.Scam, null, 220],
        [r2, ReportCategory.Spam, null, 200],
      ],
    },
    {
      targetType: 'comment',
      targetId: insult.id,
      ownerId: harasser,
      ownerType: ReportedUserType.Member,
      snapshot: {
        text: insult.content,
        title: null,
        media: [],
        link: `/feed?post=${news.id}`,
        createdAt: insult.createdAt.toISOString(),
      },
      by: [
        [victim, ReportCategory.Harassment, 'This is the third time they insult me', 120],
        [r3, ReportCategory.Harassment, null, 90],
      ],
    },
    {
      targetType: 'job',
      targetId: job.id,
      ownerId: recruiter,
      ownerType: ReportedUserType.Partner,
      snapshot: {
        text: job.description,
        title: job.title,
        media: [],
        link: `/jobs/${job.id}`,
        createdAt: job.publishedAt.toISOString(),
      },
      by: [
        [who.firstLogin, ReportCategory.Scam, 'They ask for a fee before any interview', 60],
        [r4, ReportCategory.Scam, null, 45],
      ],
    },
    {
      targetType: 'user',
      targetId: fake,
      ownerId: fake,
      ownerType: ReportedUserType.Member,
      snapshot: {
        text: [fakeUser.firstName, fakeUser.lastName].filter(Boolean).join(' '),
        title: fakeUser.profile?.headline ?? null,
        media: [],
        link: `/profile/${fake}`,
        createdAt: fakeUser.createdAt.toISOString(),
      },
      by: [[r2, ReportCategory.FakeAccount, 'Uses a stock photo and asks everyone for money', 30]],
    },
  ];
  // The spam post has reached the threshold that hides it.
  if (reports[0]!.by.length < MODERATION_LIMITS.hideThreshold) throw new Error('The demo spam post must be hidden');
  for (const report of reports) {
    for (const [reporterId, category, reason, minutesAgo] of report.by) {
      const { by: _by, ...target } = report;
      await tx.report.create({
        data: {
          ...target,
          reporterId,
          category,
          reason,
          createdAt: ago(minutesAgo),
          events: { create: { actorId: reporterId, action: REPORT_FILED, createdAt: ago(minutesAgo) } },
        },
      });
    }
  }
}
