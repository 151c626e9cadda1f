import { Injectable } from '@nestjs/common';
import type { RegistrationType, SummitPassType } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

export interface SummitRow {
  id: string;
  event_code: string;
  product_variant: string;
  registration_type: string;
  title: string;
  tagline: string;
  description: string;
  venue: string;
  city: string;
  starts_at: Date;
  ends_at: Date;
  registration_open: boolean;
  time_zone: string;
  /** The viewer's registration (null: not registered). */
  registered_at: Date | null;
  pass_type: string | null;
  pass_name: string | null;
}

export interface RegistrationRow {
  summit_id: string;
  event_code: string;
  title: string;
  registration_type: string;
  pass_type: string;
  pass_name: string;
  registered_at: Date;
}

export interface PassRow {
  type: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  quota: number | null;
  sold: number;
}

export interface SponsorRow {
  id: string;
  name: string;
  tier: string;
  logo: string | null;
  website: string | null;
}

export interface SpeakerRow {
  id: string;
  name: string;
  title: string;
  company: string;
  photo: string | null;
  bio: string;
  member_id: string | null;
}

export interface SessionRow {
  event_id: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
  venue: string | null;
  track: string | null;
  speaker_ids: string[];
}

/** What register_for_summit answers (migration summits). */
export type RegisterOutcome = 'registered' | 'no_summit' | 'closed' | 'no_pass' | 'already' | 'sold_out';

const summitSelect = (viewerId: string) => Prisma.sql`
  SELECT s.id::text AS id, s.event_code, s.product_variant::text AS product_variant,
         s.registration_type::text AS registration_type, s.title, s.tagline, s.description, s.venue, s.city,
         s.starts_at, s.ends_at, s.registration_open, s.time_zone,
         r.created_at AS registered_at, p.type::text AS pass_type, p.name AS pass_name
    FROM summits s
    LEFT JOIN summit_registrations r ON r.summit_id = s.id AND r.user_id = ${viewerId}::uuid
    LEFT JOIN summit_passes p ON p.id = r.pass_id`;

const registrationSelect = Prisma.sql`
  SELECT s.id::text AS summit_id, s.event_code, s.title, s.registration_type::text AS registration_type,
         p.type::text AS pass_type, p.name AS pass_name, r.created_at AS registered_at
    FROM summit_registrations r
    JOIN summits s ON s.id = r.summit_id
    JOIN summit_passes p ON p.id = r.pass_id`;

/**
 * Summits and what hangs off them (passes, sponsors, speakers, programme, registrations). The editions are few and each list
 * is one edition's, so every read is one parameterised statement on the pool, whole, by its index.
 */
@Injectable()
export class SummitsRepository {
  constructor(private readonly prisma: PrismaService) {}

  summits(viewerId: string): Promise<SummitRow[]> {
    return this.prisma.read<SummitRow>(Prisma.sql`${summitSelect(viewerId)} ORDER BY s.starts_at DESC, s.id`);
  }

  async summit(viewerId: string, eventCode: string): Promise<SummitRow | undefined> {
    const [row] = await this.prisma.read<SummitRow>(Prisma.sql`${summitSelect(viewerId)} WHERE s.event_code = ${eventCode}`);
    return row;
  }

  passes(summitId: string): Promise<PassRow[]> {
    return this.prisma.read<PassRow>(Prisma.sql`
      SELECT p.type::text AS type, p.name, p.description, p.price_cents, p.currency, p.quota, p.sold
        FROM summit_passes p WHERE p.summit_id = ${summitId}::uuid ORDER BY p.position, p.type`);
  }

  /** Highest tier first (the enum's order), then the organisers' order within a tier. */
  sponsors(summitId: string): Promise<SponsorRow[]> {
    return this.prisma.read<SponsorRow>(Prisma.sql`
      SELECT s.id::text AS id, s.name, s.tier::text AS tier, s.logo, s.website
        FROM summit_sponsors s WHERE s.summit_id = ${summitId}::uuid ORDER BY s.tier, s.position, s.name`);
  }

  /** A speaker with a Nexus account and no photo of their own shows their member photo. */
  speakers(summitId: string): Promise<SpeakerRow[]> {
    return this.prisma.read<SpeakerRow>(Prisma.sql`
      SELECT sp.id::text AS id, sp.name, sp.title, sp.company, COALESCE(sp.photo, u.image) AS photo, sp.bio,
             sp.user_id::text AS member_id
        FROM summit_speakers sp
        LEFT JOIN users u ON u.id = sp.user_id
       WHERE sp.summit_id = ${summitId}::uuid
       ORDER BY sp.position, sp.name`);
  }

  /** The programme: the edition's published events by start time, each with its speakers in their order. */
  programme(summitId: string): Promise<SessionRow[]> {
    return this.prisma.read<SessionRow>(Prisma.sql`
      SELECT e.id::text AS event_id, e.title, e.starts_at, e.ends_at, e.venue, ss.track,
             COALESCE((SELECT array_agg(x.speaker_id::text ORDER BY sp.position, sp.name)
                         FROM summit_session_speakers x JOIN summit_speakers sp ON sp.id = x.speaker_id
                        WHERE x.event_id = ss.event_id), '{}') AS speaker_ids
        FROM summit_sessions ss
        JOIN events e ON e.id = ss.event_id
       WHERE ss.summit_id = ${summitId}::uuid AND e.status <> 'draft'
       ORDER BY e.starts_at, e.id`);
  }

  registrations(userId: string): Promise<RegistrationRow[]> {
    return this.prisma.read<RegistrationRow>(Prisma.sql`
      ${registrationSelect} WHERE r.user_id = ${userId}::uuid ORDER BY r.created_at DESC, r.id DESC`);
  }

  async registration(userId: string, registrationType: RegistrationType): Promise<RegistrationRow | undefined> {
    const [row] = await this.prisma.read<RegistrationRow>(Prisma.sql`
      ${registrationSelect}
       WHERE r.user_id = ${userId}::uuid AND s.registration_type = ${registrationType}::"RegistrationType"`);
    return row;
  }

  /** One statement: the pass's row lock serialises its quota, the unique key the member's one registration. */
  async register(userId: string, registrationType: RegistrationType, passType: SummitPassType): Promise<RegisterOutcome> {
    const [row] = await this.prisma.read<{ outcome: RegisterOutcome }>(Prisma.sql`
      SELECT register_for_summit(${userId}::uuid, ${registrationType}, ${passType}) AS outcome`);
    return row!.outcome;
  }
}
