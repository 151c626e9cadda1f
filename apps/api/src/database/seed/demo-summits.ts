import { EventCode } from '@nexus/contracts';
import type { Db } from '../prisma.service';

interface DemoSpeaker {
  name: string;
  title: string;
  company: string;
  bio: string;
  userId?: string;
}

/**
 * Speakers and sponsors for the summit editions the summits migration made, so /summit has a page to show: the demo
 * partners' contacts speak (their member photos show) beside guests, and the demo partners sponsor.
 */
export async function seedDemoSummits(
  tx: Db,
  who: {
    companyContact: string;
    communityContact: string;
    member: string;
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
  await tx.summitSpeaker.createMany({
    data: speakers.flatMap(([code, list]) => {
      const summitId = idOf(code);
      return summitId ? list.map((speaker, position) => ({ ...speaker, summitId, position })) : [];
    }),
  });
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
