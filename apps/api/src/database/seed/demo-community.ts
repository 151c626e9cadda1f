import { Role } from '@nexus/contracts';
import { hashPassword } from '../../auth/passwords';
import type { PrismaService } from '../prisma.service';
import { DEMO_PASSWORD } from './demo-password';

export interface DemoLogin {
  who: string;
  email: string;
  role: Role;
}

const MEMBERS = [
  ['Amara', 'Okafor'],
  ['Daniel', 'Mensah'],
  ['Sofia', 'Ramirez'],
  ['Kenji', 'Tanaka'],
  ['Leila', 'Haddad'],
  ['Marcus', 'Johnson'],
] as const;

const emailOf = (first: string, last: string) => `${first}.${last}@nexus.test`.toLowerCase();

/**
 * A small community to explore on first run: members, a corporate and a community partner, an admin.
 * Does nothing when the database already has users. Returns the logins it created.
 */
export async function seedDemoCommunity(prisma: PrismaService): Promise<DemoLogin[]> {
  if ((await prisma.user.count()) > 0) return [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ready = { passwordHash, enabled: true, isOnBoarded: true, welcomed: true, authType: 'creds' as const };

  return prisma.$transaction(async (tx) => {
    const logins: DemoLogin[] = [];
    for (const [firstName, lastName] of MEMBERS) {
      const email = emailOf(firstName, lastName);
      await tx.user.create({ data: { ...ready, username: email, role: Role.Member, firstName, lastName } });
      logins.push({ who: `${firstName} ${lastName} (member)`, email, role: Role.Member });
    }
    const partners = [
      {
        name: 'Northwind Talent',
        type: 'corporate',
        packageType: 'premium',
        email: 'talent@northwind.test',
        contact: ['Priya', 'Shah'],
      },
      {
        name: 'Lagos Builders Collective',
        type: 'community',
        packageType: null,
        email: 'hello@lagosbuilders.test',
        contact: ['Tunde', 'Bello'],
      },
    ] as const;
    const memberIds = (await tx.user.findMany({ where: { role: Role.Member }, select: { id: true } })).map((u) => u.id);
    for (const { contact, ...partner } of partners) {
      const created = await tx.partner.create({ data: { ...partner, welcomed: true } });
      // Every demo member follows both pages, so the Companies tab and community search have something to show.
      await tx.partnerFollower.createMany({ data: memberIds.map((userId) => ({ partnerId: created.id, userId })) });
      await tx.user.create({
        data: {
          ...ready,
          username: partner.email,
          role: Role.Partner,
          partnerId: created.id,
          firstName: contact[0],
          lastName: contact[1],
        },
      });
      logins.push({
        who: `${contact[0]} ${contact[1]} (${partner.type} partner, ${partner.name})`,
        email: partner.email,
        role: Role.Partner,
      });
    }
    await tx.user.create({
      data: { ...ready, username: 'admin@nexus.test', role: Role.Admin, firstName: 'Nia', lastName: 'Adeyemi' },
    });
    logins.push({ who: 'Nia Adeyemi (platform admin)', email: 'admin@nexus.test', role: Role.Admin });
    return logins;
  });
}
