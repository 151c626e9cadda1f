import { randomUUID } from 'node:crypto';
import { Role } from '@nexus/contracts';
import { hashPassword } from '../../../modules/auth/passwords';
import { pairKey } from '../../../modules/connections/pair-key';
import { createOwnersGroup } from '../../../modules/partners/partners.repository';
import { MUSIC_PREFIX } from '../../../modules/music/music.service';
import type { StorageService } from '../../storage/storage.service';
import type { Db, PrismaService } from '../prisma.service';
import { DEMO_MEMBERS, FIRST_NAMES, LAST_NAMES, PLACES, TRADES, type Trade } from './demo-people';
import { DEMO_ADMIN_TOTP_SECRET } from './demo-admin-totp';
import { DEMO_PASSWORD } from './demo-password';
import { seedDemoEvents } from './demo-events';
import { seedDemoJobs } from './demo-jobs';
import { demoSongs } from './demo-music';
import { seedDemoPosts } from './demo-posts';
import { seedDemoReports } from './demo-reports';
import { seedDemoSummits } from './demo-summits';
import { portraitPng, randomFrom } from './demo-portraits';

export interface DemoLogin {
  who: string;
  email: string;
  role: Role;
}

interface Job {
  title: string;
  companyName: string;
  startDate: Date;
  endDate: Date | null;
}

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  partnerId: string | null;
  place: (typeof PLACES)[number];
  industry: string;
  headline: string;
  aboutMe: string;
  expertise: string;
  /** Newest first; the first is the current one. */
  jobs: Job[];
}

const emailOf = (first: string, last: string) => `${first}.${last}@nexus.test`.toLowerCase().replace(/[^a-z.@]/g, '');
const month = (year: number, m: number) => new Date(Date.UTC(year, m, 1));
const SEED_YEAR = 2026;
/** The Growth plan (seeded by the partner_organisations migration): the corporate demo partner's subscription. */
const DEMO_PLAN_ID = '5b5c0001-0000-4000-8000-000000000002';

const PARTNERS = [
  {
    name: 'Northwind Talent',
    type: 'corporate',
    packageType: 'premium',
    email: 'talent@northwind.test',
    page: {
      about:
        'Northwind Talent connects engineers, designers and analysts with teams that are growing across Africa and Europe.\nWe post roles every week and host monthly career clinics.',
      industry: 'Recruiting and staffing',
      size: '51-200',
      location: 'Nairobi, Kenya',
      website: 'https://northwind.example',
    },
    contact: { firstName: 'Priya', lastName: 'Shah', place: 3, headline: 'Head of talent at Northwind Talent' },
  },
  {
    name: 'Lagos Builders Collective',
    type: 'community',
    packageType: null,
    email: 'hello@lagosbuilders.test',
    page: {
      about: 'A community of builders, makers and founders in Lagos. Meet-ups every second Saturday; everyone is welcome.',
      industry: 'Technology community',
      size: '11-50',
      location: 'Lagos, Nigeria',
      website: 'https://lagosbuilders.example',
    },
    contact: { firstName: 'Tunde', lastName: 'Bello', place: 0, headline: 'Community lead at Lagos Builders Collective' },
  },
] as const;

/** A career in one trade: `level` jobs climbed before the current one, each at another company. */
function career(trade: Trade, level: number, company: number, random: () => number): Job[] {
  const jobs: Job[] = [];
  let start = month(SEED_YEAR - 1 - Math.floor(random() * 3), Math.floor(random() * 12));
  jobs.push({ title: trade.titles[level]!, companyName: trade.companies[company]!, startDate: start, endDate: null });
  for (let k = level - 1; k >= Math.max(0, level - 2); k--) {
    const end = start;
    start = month(end.getUTCFullYear() - 2 - Math.floor(random() * 3), Math.floor(random() * 12));
    jobs.push({
      title: trade.titles[k]!,
      companyName: trade.companies[(company + level - k) % trade.companies.length]!,
      startDate: start,
      endDate: end,
    });
  }
  return jobs;
}

function person(names: { firstName: string; lastName: string }, place: number, tradeIndex: number, random: () => number): Person {
  const trade = TRADES[tradeIndex]!;
  const level = Math.floor(random() * trade.titles.length);
  const jobs = career(trade, level, Math.floor(random() * trade.companies.length), random);
  const [current, previous] = jobs;
  const focus = trade.focus[Math.floor(random() * trade.focus.length)]!;
  const where = PLACES[place]!;
  return {
    id: randomUUID(),
    ...names,
    email: emailOf(names.firstName, names.lastName),
    role: Role.Member,
    partnerId: null,
    place: where,
    industry: trade.industry,
    headline: `${current!.title} at ${current!.companyName} · ${focus}`.slice(0, 120),
    aboutMe:
      `${names.firstName} works on ${focus} at ${current!.companyName} in ${where.city}.` +
      (previous ? ` Before that: ${previous.title} at ${previous.companyName}.` : '') +
      ' Happy to talk about careers in ' +
      `${trade.industry.toLowerCase()}.`,
    expertise: trade.skills,
    jobs,
  };
}

type DemoPartner = (typeof PARTNERS)[number] & { id: string };

/** Everyone: the six demo logins, 48 more members, the partners' contacts and an admin. */
function community(partners: DemoPartner[], random: () => number): Person[] {
  const members = [
    ...DEMO_MEMBERS.map((m) => person(m, m.place, m.trade, random)),
    ...FIRST_NAMES.map((firstName, i) =>
      person(
        { firstName, lastName: LAST_NAMES[i]! },
        Math.floor(random() * PLACES.length),
        Math.floor(random() * TRADES.length),
        random,
      ),
    ),
  ];
  const staff = partners.map(({ id, name, email, contact }) => ({
    ...person(contact, contact.place, 0, random),
    email,
    role: Role.Partner,
    partnerId: id,
    industry: 'Talent and communities',
    headline: contact.headline,
    aboutMe: `${contact.firstName} introduces members to ${name}: its people, openings and events.`,
    expertise: 'Hiring, community building, events',
    jobs: [],
  }));
  const admin = {
    ...person({ firstName: 'Nia', lastName: 'Adeyemi' }, 0, 0, random),
    email: 'admin@nexus.test',
    role: Role.Admin,
    headline: 'Trust and safety at Nexus',
    industry: 'Trust and safety',
    jobs: [],
  };
  return [...members, ...staff, admin];
}

/**
 * Connections among members (likelier within a trade or a city), and pending requests both ways for
 * every demo login: pairs as [from, to], each pair at most once.
 */
function network(members: Person[], random: () => number) {
  const taken = new Set<string>();
  const connections: [Person, Person][] = [];
  const requests: [Person, Person][] = [];
  const link = (list: [Person, Person][], a: Person, b: Person) => {
    if (a === b || taken.has(pairKey(a.id, b.id))) return false;
    taken.add(pairKey(a.id, b.id));
    list.push([a, b]);
    return true;
  };
  members.forEach((a, i) =>
    members.slice(i + 1).forEach((b) => {
      const chance = 0.04 + (a.industry === b.industry ? 0.14 : 0) + (a.place === b.place ? 0.1 : 0);
      if (random() < chance) link(connections, a, b);
    }),
  );
  const others = members.slice(DEMO_MEMBERS.length);
  const someone = () => others[Math.floor(random() * others.length)]!;
  for (const demo of members.slice(0, DEMO_MEMBERS.length)) {
    // Enough connections for mutual ones to show, two requests to answer, one of their own waiting.
    for (let n = 0; n < 3;) if (link(connections, demo, someone())) n++;
    for (let n = 0; n < 2;) if (link(requests, someone(), demo)) n++;
    for (let n = 0; n < 1;) if (link(requests, demo, someone())) n++;
  }
  return { connections, requests };
}

/**
 * What the first demo member has been saying with some of their connections: [from them?, text, minutes ago].
 * The last one or two of the first conversations stay unread, for the drawer's dots and the nav badge.
 */
const DEMO_CHATS: { lines: [boolean, string][]; read: boolean; minutesAgo: number }[] = [
  {
    lines: [
      [true, 'Hi Amara! Are you going to the builders meetup on Thursday?'],
      [false, 'Yes, I will be there after work.'],
      [true, 'Great, let us grab a coffee after the talks.'],
      [true, 'I would love your view on our new hiring plan too.'],
    ],
    read: false,
    minutesAgo: 12,
  },
  {
    lines: [
      [false, 'Thanks for the introduction last week, it went really well.'],
      [true, 'Glad to hear it! Keep me posted on how the project goes.'],
    ],
    read: false,
    minutesAgo: 180,
  },
  {
    lines: [
      [true, 'Could you share the slides from your talk?'],
      [false, 'Of course, sending them over tonight.'],
    ],
    read: true,
    minutesAgo: 60 * 26,
  },
];

/** Sends the demo chats through the same SQL function as the API, then dates them (minutes apart) in the past. */
async function seedDemoChats(tx: Db, me: Person, friends: Person[]) {
  const dated: { id: string; at: Date }[] = [];
  for (const [i, chat] of DEMO_CHATS.entries()) {
    const friend = friends[i];
    if (!friend) break;
    let lastFromThem: string | null = null;
    for (const [j, [fromThem, text]] of chat.lines.entries()) {
      const [from, to] = fromThem ? [friend, me] : [me, friend];
      // A reply reads what came before it.
      if (!fromThem && lastFromThem)
        await tx.$queryRaw`SELECT 1 FROM read_direct_messages(${me.id}::uuid, ${lastFromThem}::uuid)`;
      const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id::text FROM send_direct_message(${from.id}::uuid,
        ${to.id}::uuid, NULL, ${text}, 1000, interval '1 second')`;
      dated.push({ id: row!.id, at: new Date(Date.now() - (chat.minutesAgo + (chat.lines.length - j) * 3) * 60_000) });
      if (fromThem) lastFromThem = row!.id;
    }
    if (chat.read && lastFromThem) await tx.$queryRaw`SELECT 1 FROM read_direct_messages(${me.id}::uuid, ${lastFromThem}::uuid)`;
  }
  await tx.$executeRaw`UPDATE messages m SET created_at = d.at FROM unnest(${dated.map((d) => d.id)}::uuid[],
    ${dated.map((d) => d.at)}::timestamptz[]) AS d(id, at) WHERE m.id = d.id`;
  await tx.$executeRaw`UPDATE conversations c SET last_message_at = m.created_at FROM messages m
    WHERE m.id = c.last_message_id AND m.id = ANY(${dated.map((d) => d.id)}::uuid[])`;
}

/**
 * A community to explore on first run: 54 members with photos, headlines, careers, places and
 * connections, a corporate and a community partner with their contacts, and an admin. Does nothing
 * when the database already has users. Returns the logins to print (the six demo members, the
 * partners' contacts, the admin; every other member has the same password).
 */
export async function seedDemoCommunity(prisma: PrismaService, storage: StorageService): Promise<DemoLogin[]> {
  if ((await prisma.user.count()) > 0) return [];
  // bcrypt hashes on libuv's thread pool while the portraits are drawn here.
  const hashing = hashPassword(DEMO_PASSWORD);
  const random = randomFrom(SEED_YEAR);
  const partners: DemoPartner[] = PARTNERS.map((partner) => ({ ...partner, id: randomUUID() }));
  const people = community(partners, random);
  const photos = people.map((p, i) => ({ key: `avatars/${p.id}/${randomUUID()}.png`, body: portraitPng(i * 7919 + 11) }));
  const members = people.filter((p) => p.role === Role.Member);
  const { connections, requests } = network(members, random);
  const songs = demoSongs().map((song) => ({ ...song, key: `${MUSIC_PREFIX}${randomUUID()}.wav` }));
  const passwordHash = await hashing;

  await Promise.all([
    ...photos.map((photo) => storage.put(photo.key, photo.body, 'image/png')),
    ...songs.map((song) => storage.put(song.key, song.wav, 'audio/wav')),
  ]);
  try {
    await prisma.$transaction(async (tx) => {
      await tx.partner.createMany({
        data: partners.map(({ id, name, type, packageType, email, page }) => ({
          id,
          name,
          type,
          packageType,
          email,
          ...page,
          welcomed: true,
          subscriptionId: packageType ? DEMO_PLAN_ID : null,
        })),
      });
      await tx.user.createMany({
        data: people.map((p, i) => ({
          id: p.id,
          username: p.email,
          passwordHash,
          enabled: true,
          isOnBoarded: true,
          welcomed: true,
          authType: 'creds' as const,
          role: p.role,
          partnerId: p.partnerId,
          firstName: p.firstName,
          lastName: p.lastName,
          image: `/v1/files/${photos[i]!.key}`,
          // The admin's authenticator is set up already: `pnpm demo:admin-code` prints the code it would show.
          ...(p.role === Role.Admin ? { totpSecret: DEMO_ADMIN_TOTP_SECRET, totpEnabledAt: new Date() } : {}),
        })),
      });
      // Each partner's contact runs it: an Owners group with every function, as a sign-up makes.
      for (const partner of partners) {
        const contact = people.find((p) => p.partnerId === partner.id);
        if (contact) await createOwnersGroup(tx, partner.id, contact.id);
      }
      // The users' trigger made each profile row; fill them in one statement.
      const column = <K extends keyof Person>(key: K) => people.map((p) => p[key]);
      await tx.$executeRaw`
        UPDATE profiles p
           SET headline = d.headline, about_me = d.about_me, industry = d.industry, expertise = d.expertise,
               job_title = d.job_title, company_name = d.company_name, city = d.city, province = d.province, country = d.country
          FROM unnest(${column('id')}::uuid[], ${column('headline')}::text[], ${column('aboutMe')}::text[],
                      ${column('industry')}::text[], ${column('expertise')}::text[],
                      ${people.map((p) => p.jobs[0]?.title ?? null)}::text[],
                      ${people.map((p) => p.jobs[0]?.companyName ?? null)}::text[],
                      ${people.map((p) => p.place.city)}::text[], ${people.map((p) => p.place.province)}::text[],
                      ${people.map((p) => p.place.country)}::text[])
            AS d(user_id, headline, about_me, industry, expertise, job_title, company_name, city, province, country)
         WHERE p.user_id = d.user_id`;
      await tx.experience.createMany({
        data: people.flatMap((p) => p.jobs.map((job) => ({ ...job, userId: p.id, location: p.place.city }))),
      });
      const [northwind, lagos] = partners as [DemoPartner, DemoPartner];
      const demoLogins = members.slice(0, DEMO_MEMBERS.length);
      // Every demo login follows both pages; a third of the rest follow the company, two from Lagos the community.
      const lagosFollowers = members
        .slice(DEMO_MEMBERS.length)
        .filter((m) => m.place.city === 'Lagos')
        .slice(0, 2);
      const northwindFollowers = members.slice(DEMO_MEMBERS.length).filter((_, i) => i % 3 === 0);
      await tx.partnerFollower.createMany({
        data: [
          ...[...demoLogins, ...northwindFollowers].map((m) => ({ partnerId: northwind.id, userId: m.id })),
          ...[...demoLogins, ...lagosFollowers].map((m) => ({ partnerId: lagos.id, userId: m.id })),
        ],
      });
      await tx.connection.createMany({
        data: connections.flatMap(([a, b]) => [
          { userId: a.id, connectedUserId: b.id },
          { userId: b.id, connectedUserId: a.id },
        ]),
      });
      await tx.connectionRequest.createMany({
        data: requests.map(([from, to]) => ({ requesterId: from.id, addresseeId: to.id, pairKey: pairKey(from.id, to.id) })),
      });
      const [first] = demoLogins;
      const friendsOf = (me: Person) => connections.flatMap(([a, b]) => (a === me ? [b] : b === me ? [a] : []));
      if (first) await seedDemoChats(tx, first, friendsOf(first));
      const contactOf = (partner: DemoPartner) => people.find((p) => p.partnerId === partner.id)!.id;
      if (first) {
        await seedDemoPosts(tx, {
          companyContact: contactOf(northwind),
          companyId: northwind.id,
          communityContact: contactOf(lagos),
          communityId: lagos.id,
          me: first.id,
          friends: friendsOf(first).map((f) => f.id),
        });
      }
      await seedDemoJobs(tx, { companyContact: contactOf(northwind), companyId: northwind.id, companyName: northwind.name });
      await seedDemoEvents(tx, {
        companyContact: contactOf(northwind),
        companyId: northwind.id,
        communityContact: contactOf(lagos),
        communityId: lagos.id,
        logins: demoLogins.map((m) => m.id),
        members: members.slice(DEMO_MEMBERS.length, DEMO_MEMBERS.length + 20).map((m) => m.id),
      });
      // Work for the demo admin's review queue: members who are not demo logins misbehave and report.
      if (first) {
        const others = members.slice(DEMO_MEMBERS.length + 20, DEMO_MEMBERS.length + 28).map((m) => m.id);
        await seedDemoReports(tx, { firstLogin: first.id, members: others, passwordHash, planId: DEMO_PLAN_ID });
      }
      await tx.musicTrack.createMany({
        data: songs.map(({ key, title, wav }) => ({ key, title, contentType: 'audio/wav', bytes: wav.length })),
      });
      if (first) {
        await seedDemoSummits(tx, {
          companyContact: contactOf(northwind),
          communityContact: contactOf(lagos),
          member: first.id,
          hostPartnerId: lagos.id,
          company: { name: northwind.name, website: northwind.page.website },
          community: { name: lagos.name, website: lagos.page.website },
        });
      }
    });
  } catch (error) {
    const keys = [...photos, ...songs].map((file) => file.key);
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }

  const partnerOf = (p: Person) => partners.find((partner) => partner.id === p.partnerId)!;
  return people
    .filter((p, i) => i < DEMO_MEMBERS.length || p.role !== Role.Member)
    .map((p) => ({
      email: p.email,
      role: p.role,
      who:
        p.role === Role.Member
          ? `${p.firstName} ${p.lastName} (member)`
          : p.role === Role.Partner
            ? `${p.firstName} ${p.lastName} (${partnerOf(p).type} partner, ${partnerOf(p).name})`
            : `${p.firstName} ${p.lastName} (platform admin; authenticator code: pnpm demo:admin-code)`,
    }));
}
