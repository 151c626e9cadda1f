import { TicketType } from '@nexus/contracts';
import type { EventFormat } from '../generated/client';
import type { Db } from '../prisma.service';
import type { DemoHosts } from './demo-posts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SATURDAY = 6;

/** Who signs up for a ticket, in this order: demo logins (their indexes) first, then this many other members. */
interface SignUps {
  logins: number[];
  others: number;
}

interface DemoTicket {
  type: TicketType;
  quota: number;
  seated: SignUps;
  /** Signs up once the seats are taken: a full ticket's waitlist. */
  waiting?: SignUps;
}

interface DemoEvent {
  host: 'company' | 'community';
  title: string;
  description: string;
  format: EventFormat;
  /** Days from the seed to the event's day, and its hours that day (UTC). */
  inDays: number;
  hours: [number, number];
  venue: string | null;
  streamUrl: string | null;
  publishedDaysAgo: number;
  tickets: DemoTicket[];
}

/** Days from `today` (a UTC weekday) to the next Saturday, a week on when it is one: the community's meet-up day. */
const daysToSaturday = (today: number) => (SATURDAY - today + 7) % 7 || 7;

const demoEvents = (today: number): DemoEvent[] => [
  {
    host: 'company',
    title: 'Hiring in 2027: what recruiters look for',
    description:
      'Our recruiters walk through the roles we are filling this year, what makes a CV stand out and how our interviews run. Questions welcome in the chat.',
    format: 'Virtual',
    inDays: 2,
    hours: [15, 16],
    venue: null,
    streamUrl: 'https://meet.northwind.example/hiring-2027',
    publishedDaysAgo: 6,
    tickets: [{ type: TicketType.General, quota: 300, seated: { logins: [1, 3, 4], others: 14 } }],
  },
  {
    host: 'company',
    title: 'Career clinic: CV and portfolio reviews',
    description:
      'Twelve one-to-one reviews of your CV or portfolio with our talent team, twenty minutes each. Bring a printed copy and the role you are aiming for.',
    format: 'InPerson',
    inDays: 5,
    hours: [11, 14],
    venue: '14 Riverside Drive, Westlands, Nairobi',
    streamUrl: null,
    publishedDaysAgo: 4,
    tickets: [
      {
        type: TicketType.General,
        quota: 12,
        seated: { logins: [0, 2], others: 10 },
        waiting: { logins: [1], others: 2 },
      },
    ],
  },
  {
    host: 'community',
    title: "Builders' night: demos and drinks",
    description:
      'Lightning demos from members of the collective, then building together until late. Join us at the Yaba hub or follow the demos online.',
    format: 'Hybrid',
    inDays: daysToSaturday(today),
    hours: [15, 19],
    venue: 'Yaba hub, Lagos',
    streamUrl: 'https://live.lagosbuilders.example/builders-night',
    publishedDaysAgo: 3,
    tickets: [
      { type: TicketType.General, quota: 60, seated: { logins: [0, 5], others: 15 } },
      { type: TicketType.Vip, quota: 8, seated: { logins: [], others: 3 } },
    ],
  },
];

/**
 * A few upcoming events of the demo partners, so that /events is not empty on a first run: virtual, in person and
 * hybrid, dated from now. Members take seats through the same SQL function as the API, some demo logins among them;
 * the clinic is full with a waitlist. Sign-ups are then dated between the event's publication and now, in order.
 * `members`: members who are not demo logins, at least twenty.
 */
export async function seedDemoEvents(tx: Db, who: DemoHosts & { logins: string[]; members: string[] }) {
  const now = Date.now();
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const hosts = {
    company: { partnerId: who.companyId, createdById: who.companyContact },
    community: { partnerId: who.communityId, createdById: who.communityContact },
  };
  for (const [index, { host, inDays, hours, publishedDaysAgo, tickets, ...details }] of demoEvents(today.getUTCDay()).entries()) {
    const day = midnight + inDays * DAY_MS;
    const publishedAt = new Date(now - publishedDaysAgo * DAY_MS);
    const { id } = await tx.event.create({
      data: {
        ...hosts[host],
        ...details,
        status: 'scheduled',
        publishedAt,
        startsAt: new Date(day + hours[0] * HOUR_MS),
        endsAt: new Date(day + hours[1] * HOUR_MS),
        tickets: { create: tickets.map(({ type, quota }) => ({ type, quota })) },
      },
    });
    // Each event draws its other members from another point of the list, so the crowds overlap only in part.
    const start = (index * 7) % who.members.length;
    const crowd = [...who.members.slice(start), ...who.members.slice(0, start)];
    const signUps = tickets.flatMap(({ type, seated, waiting }) =>
      [seated, ...(waiting ? [waiting] : [])].flatMap(({ logins, others }) =>
        [...logins.map((i) => who.logins[i]!), ...crowd.splice(0, others)].map((userId) => ({ userId, type })),
      ),
    );
    for (const { userId, type } of signUps) {
      await tx.$queryRaw`SELECT event_register(${id}::uuid, ${userId}::uuid, ${type}::"TicketType")`;
    }
    const userIds = signUps.map((s) => s.userId);
    const times = signUps.map(
      (_, i) => new Date(publishedAt.getTime() + ((i + 1) * (now - publishedAt.getTime())) / (signUps.length + 1)),
    );
    await tx.$executeRaw`UPDATE event_registrations r SET created_at = d.at
      FROM unnest(${userIds}::uuid[], ${times}::timestamptz[]) AS d(user_id, at) WHERE r.event_id = ${id}::uuid AND r.user_id = d.user_id`;
    await tx.$executeRaw`UPDATE event_waitlist w SET created_at = d.at
      FROM unnest(${userIds}::uuid[], ${times}::timestamptz[]) AS d(user_id, at) WHERE w.event_id = ${id}::uuid AND w.user_id = d.user_id`;
  }
}
