import { EventCode } from '@nexus/contracts';
import type { Db } from '../prisma.service';

interface DemoSpeaker {
  name: string;
  title: string;
  company: string;
  bio: string;
  userId?: string;
}

/** A programme session: [start, end] in UTC, its room and track, and who speaks (speaker names). */
interface DemoSession {
  title: string;
  at: [string, string];
  venue: string;
  track: string | null;
  speakers: string[];
}

const PROGRAMME: [EventCode, DemoSession[]][] = [
  [
    EventCode.Bfutr2025,
    [
      {
        title: 'Opening keynote: careers that compound',
        at: ['2025-11-13T08:30Z', '2025-11-13T09:15Z'],
        venue: 'Main hall',
        track: 'Main stage',
        speakers: ['Wanjiru Kamau'],
      },
      {
        title: 'Hiring the first ten',
        at: ['2025-11-13T09:30Z', '2025-11-13T10:30Z'],
        venue: 'Main hall',
        track: 'Main stage',
        speakers: ['Olumide Adebayo', 'Priya Shah'],
      },
      {
        title: 'Hiring clinic: CV and portfolio reviews',
        at: ['2025-11-13T11:00Z', '2025-11-13T12:30Z'],
        venue: 'Room 2',
        track: 'Clinics',
        speakers: ['Priya Shah'],
      },
      {
        title: 'Building communities that last',
        at: ['2025-11-13T13:30Z', '2025-11-13T14:30Z'],
        venue: 'Main hall',
        track: 'Main stage',
        speakers: ['Tunde Bello'],
      },
      {
        title: "Founders' fireside",
        at: ['2025-11-14T09:00Z', '2025-11-14T10:00Z'],
        venue: 'Main hall',
        track: 'Main stage',
        speakers: ['Wanjiru Kamau', 'Olumide Adebayo'],
      },
      { title: 'Partner expo', at: ['2025-11-14T10:30Z', '2025-11-14T15:00Z'], venue: 'Expo hall', track: null, speakers: [] },
    ],
  ],
  [
    EventCode.Bnxt2025,
    [
      {
        title: 'Welcome: first-job stories',
        at: ['2025-09-18T06:30Z', '2025-09-18T07:15Z'],
        venue: 'Hall B',
        track: null,
        speakers: ['Grace Njeri'],
      },
      {
        title: 'Portfolio reviews',
        at: ['2025-09-18T07:30Z', '2025-09-18T09:00Z'],
        venue: 'Hall B',
        track: 'Workshops',
        speakers: ['Amara Okafor', 'Grace Njeri'],
      },
      {
        title: 'Mock interviews',
        at: ['2025-09-18T10:00Z', '2025-09-18T11:30Z'],
        venue: 'Room 4',
        track: 'Workshops',
        speakers: ['Amara Okafor'],
      },
    ],
  ],
];

/**
 * Speakers, sponsors and a programme for the summit editions the summits migration made, so /summit has a page to
 * show: the demo partners' contacts speak (their member photos show) beside guests, the demo partners sponsor, and the
 * sessions are published events of the host (the community partner).
 */
export async function seedDemoSummits(
  tx: Db,
  who: {
    companyContact: string;
    communityContact: string;
    member: string;
    hostPartnerId: string;
    company: { name: string; website: string };
    community: { name: string; website: string };
  },
) {
  const summits = await tx.summit.findMany({ select: { id: true, eventCode: true } });
  const idOf = (code: EventCode) => summits.find((s) => s.eventCode === code)?.id;
  const speakers: [EventCode, DemoSpeaker[]][] = [
    [
      EventCode.Bfutr2025,
      [
        {
          name: 'Priya Shah',
          title: 'Head of talent',
          company: who.company.name,
          bio: 'Priya has hired more than 400 engineers across Africa and Europe and runs Northwind’s monthly career clinics.',
          userId: who.companyContact,
        },
        {
          name: 'Tunde Bello',
          title: 'Community lead',
          company: who.community.name,
          bio: 'Tunde grew the collective from a dozen builders to a thousand, one Saturday meet-up at a time.',
          userId: who.communityContact,
        },
        {
          name: 'Wanjiru Kamau',
          title: 'Founder and CEO',
          company: 'Savanna Pay',
          bio: 'Wanjiru built a payments company that serves two million merchants, and mentors first-time founders.',
        },
        {
          name: 'Olumide Adebayo',
          title: 'Partner',
          company: 'Harbour Ventures',
          bio: 'Olumide invests in early-stage companies building tools for work, and writes about hiring the first ten.',
        },
      ],
    ],
    [
      EventCode.Bnxt2025,
      [
        {
          name: 'Amara Okafor',
          title: 'Engineer',
          company: 'Nexus community',
          bio: 'Amara reviews portfolios and runs the mock-interview tables.',
          userId: who.member,
        },
        {
          name: 'Grace Njeri',
          title: 'Engineering manager',
          company: 'Savanna Pay',
          bio: 'Grace leads a platform team in Nairobi and hires graduates every year.',
        },
      ],
    ],
  ];
  const speakerRows = await tx.summitSpeaker.createManyAndReturn({
    data: speakers.flatMap(([code, list]) => {
      const summitId = idOf(code);
      return summitId ? list.map((speaker, position) => ({ ...speaker, summitId, position })) : [];
    }),
  });
  for (const [code, sessions] of PROGRAMME) {
    const summitId = idOf(code);
    if (!summitId) continue;
    const events = await tx.event.createManyAndReturn({
      data: sessions.map((session) => ({
        partnerId: who.hostPartnerId,
        title: session.title,
        format: 'InPerson' as const,
        status: 'scheduled' as const,
        publishedAt: new Date(),
        startsAt: new Date(session.at[0]),
        endsAt: new Date(session.at[1]),
        venue: session.venue,
      })),
    });
    // Matched by title (unique within an edition's programme), not by the order RETURNING happens to keep.
    const placed = events.map((event) => ({ event, session: sessions.find((each) => each.title === event.title)! }));
    await tx.summitSession.createMany({
      data: placed.map(({ event, session }) => ({ eventId: event.id, summitId, track: session.track })),
    });
    await tx.summitSessionSpeaker.createMany({
      data: placed.flatMap(({ event, session }) =>
        session.speakers.map((name) => ({
          eventId: event.id,
          speakerId: speakerRows.find((sp) => sp.summitId === summitId && sp.name === name)!.id,
        })),
      ),
    });
  }
  const sponsors = [
    { name: who.company.name, tier: 'title', website: who.company.website },
    { name: 'Savanna Pay', tier: 'gold', website: 'https://savannapay.example' },
    { name: 'Harbour Ventures', tier: 'gold', website: null },
    { name: 'Kijiji Cloud', tier: 'silver', website: null },
    { name: 'Baobab Analytics', tier: 'silver', website: null },
    { name: who.community.name, tier: 'community', website: who.community.website },
  ] as const;
  await tx.summitSponsor.createMany({
    data: [EventCode.Bfutr2025, EventCode.Bnxt2025].flatMap((code) => {
      const summitId = idOf(code);
      return summitId ? sponsors.map((sponsor, position) => ({ ...sponsor, summitId, position })) : [];
    }),
  });
}
