import { Injectable } from '@nestjs/common';
import { EVENT_LIMITS, type EventEditType, EventListScope, type TicketType } from '@nexus/contracts';
import { CARD, type CardRow } from '../connections/connections.sql';
import type { Cursor } from '../connections/cursor';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

export interface EventSummaryRow {
  id: string;
  title: string;
  format: string;
  status: string;
  starts_at: Date;
  ends_at: Date;
  venue: string | null;
  cover_image: string | null;
  partner_id: string;
  partner_name: string;
  partner_logo: string | null;
  my_status: string | null;
}

export interface EventDetailRow extends EventSummaryRow {
  description: string;
  published_at: Date | null;
  stream_url: string | null;
  updated_at: Date;
  tickets: { type: TicketType; quota: number; registered: number; waitlisted: number }[];
  my_ticket_type: TicketType | null;
  ticket_code: string | null;
  registered_at: Date | null;
  checked_in_at: Date | null;
  waitlist_ticket_type: TicketType | null;
  waitlist_position: number | null;
}

export interface AttendeeRow extends CardRow {
  registration_id: string;
  ticket_type: TicketType;
  status: string;
  registered_at: Date;
  checked_in_at: Date | null;
}

export interface EditRow {
  id: string;
  type: EventEditType;
  changes: Record<string, { from: unknown; to: unknown }>;
  created_at: Date;
  editor_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

export interface CalendarRow {
  id: string;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  venue: string | null;
  updated_at: Date;
  partner_name: string;
}

export type CancelOutcome = 'left_waitlist' | 'cancelled' | 'attended' | 'not_registered';
export type RegisterOutcome = 'not_found' | 'ended' | 'no_ticket' | 'already' | 'registered' | 'waitlisted';

/** An event lasts at most this long, so a list's range of `starts_at` is bounded on both sides (its index range). */
const MAX_DURATION = Prisma.sql`${`${EVENT_LIMITS.maxDurationDays} days`}::interval`;

/** The columns of an event as a list shows it, with the viewer's registration or waitlist place. */
const summaryColumns = Prisma.sql`
  e.id::text, e.title, e.format::text, e.status::text, e.starts_at, e.ends_at, e.venue, e.cover_image,
  p.id::text AS partner_id, p.name AS partner_name, p.logo AS partner_logo,
  COALESCE(r.status::text, CASE WHEN w.user_id IS NOT NULL THEN 'waitlisted' END) AS my_status`;

const viewerJoins = (viewer: string) => Prisma.sql`
  JOIN partners p ON p.id = e.partner_id
  LEFT JOIN event_registrations r ON r.event_id = e.id AND r.user_id = ${viewer}::uuid
  LEFT JOIN event_waitlist w ON w.event_id = e.id AND w.user_id = ${viewer}::uuid`;

const before = (cursor: Cursor | null) =>
  cursor ? Prisma.sql`AND (e.starts_at, e.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty;
const after = (cursor: Cursor | null) =>
  cursor ? Prisma.sql`AND (e.starts_at, e.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty;

/**
 * events and their tickets, registrations, waitlists and edits. Lists are keyset pages on (starts_at, id) read with
 * `limit` = page size + 1; the seat changes are the SQL functions of migration `events` (one statement each).
 */
@Injectable()
export class EventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Published events: upcoming (not ended, soonest first) and past (newest first) are each one range of the partial
   * index `events_published_starts_at`; the viewer's own are read from their registrations and waitlist places.
   */
  list(viewer: string, scope: EventListScope, cursor: Cursor | null, limit: number): Promise<EventSummaryRow[]> {
    const query = {
      [EventListScope.Upcoming]: Prisma.sql`
        SELECT ${summaryColumns} FROM events e ${viewerJoins(viewer)}
         WHERE e.status <> 'draft' AND e.starts_at > now() - ${MAX_DURATION} AND e.ends_at > now() ${after(cursor)}
         ORDER BY e.starts_at, e.id LIMIT ${limit}`,
      [EventListScope.Past]: Prisma.sql`
        SELECT ${summaryColumns} FROM events e ${viewerJoins(viewer)}
         WHERE e.status <> 'draft' AND e.starts_at < now() AND e.ends_at <= now() ${before(cursor)}
         ORDER BY e.starts_at DESC, e.id DESC LIMIT ${limit}`,
      [EventListScope.Registered]: Prisma.sql`
        SELECT ${summaryColumns}
          FROM (SELECT event_id FROM event_registrations WHERE user_id = ${viewer}::uuid
                UNION ALL SELECT event_id FROM event_waitlist WHERE user_id = ${viewer}::uuid) mine
          JOIN events e ON e.id = mine.event_id ${viewerJoins(viewer)}
         WHERE true ${before(cursor)}
         ORDER BY e.starts_at DESC, e.id DESC LIMIT ${limit}`,
    }[scope];
    return this.prisma.read<EventSummaryRow>(query, cursor ? `events-${scope}-after` : `events-${scope}`);
  }

  /** Every event of an organiser, drafts included, newest start first. */
  organiserList(viewer: string, partnerId: string, cursor: Cursor | null, limit: number): Promise<EventSummaryRow[]> {
    return this.prisma.read<EventSummaryRow>(
      Prisma.sql`SELECT ${summaryColumns} FROM events e ${viewerJoins(viewer)}
                  WHERE e.partner_id = ${partnerId}::uuid ${before(cursor)}
                  ORDER BY e.starts_at DESC, e.id DESC LIMIT ${limit}`,
      cursor ? 'events-organiser-after' : 'events-organiser',
    );
  }

  async newestPublishedAt(): Promise<Date | null> {
    const [row] = await this.prisma.read<{ at: Date | null }>(
      Prisma.sql`SELECT max(published_at) AS at FROM events WHERE published_at IS NOT NULL`,
      'events-newest',
    );
    return row?.at ?? null;
  }

  /** One event with its tickets (counts of seats taken and waiting) and the viewer's seat or waitlist place. */
  async detail(viewer: string, id: string): Promise<EventDetailRow | undefined> {
    const [row] = await this.prisma.read<EventDetailRow>(
      Prisma.sql`
      SELECT ${summaryColumns}, e.description, e.published_at, e.stream_url, e.updated_at,
             (SELECT COALESCE(json_agg(json_build_object(
                       'type', t.type, 'quota', t.quota, 'registered', t.registered,
                       'waitlisted', (SELECT count(*) FROM event_waitlist x WHERE x.ticket_id = t.id))
                     ORDER BY t.type), '[]')
                FROM event_tickets t WHERE t.event_id = e.id) AS tickets,
             rt.type::text AS my_ticket_type, r.ticket_code, r.created_at AS registered_at, r.checked_in_at,
             wt.type::text AS waitlist_ticket_type,
             (SELECT count(*)::int FROM event_waitlist x
               WHERE x.ticket_id = w.ticket_id AND (x.created_at, x.user_id) <= (w.created_at, w.user_id)) AS waitlist_position
        FROM events e ${viewerJoins(viewer)}
        LEFT JOIN event_tickets rt ON rt.id = r.ticket_id
        LEFT JOIN event_tickets wt ON wt.id = w.ticket_id
       WHERE e.id = ${id}::uuid`,
      'event-detail',
    );
    return row;
  }

  /** The event's row as stored (for edits and status changes). */
  find(db: Db, id: string) {
    return db.event.findUnique({ where: { id }, include: { tickets: true } });
  }

  register(eventId: string, userId: string, type: TicketType): Promise<RegisterOutcome> {
    return this.prisma
      .read<{ outcome: RegisterOutcome }>(
        Prisma.sql`SELECT event_register(${eventId}::uuid, ${userId}::uuid, ${type}::"TicketType") AS outcome`,
        'event-register',
      )
      .then(([row]) => row!.outcome);
  }

  /** The outcome, and the members seated from the waitlist in the freed seat. */
  async cancel(db: Db, eventId: string, userId: string): Promise<{ outcome: CancelOutcome; seated: string[] }> {
    const rows = await db.$queryRaw<{ outcome: CancelOutcome; promoted_user_id: string | null }[]>(
      Prisma.sql`SELECT outcome, promoted_user_id::text FROM event_cancel_registration(${eventId}::uuid, ${userId}::uuid)`,
    );
    return {
      outcome: rows[0]!.outcome,
      seated: rows.flatMap((r) => (r.promoted_user_id ? [r.promoted_user_id] : [])),
    };
  }

  /** Seats the waitlist of a ticket whose quota was raised; answers who was seated. */
  async promote(db: Db, ticketId: string): Promise<string[]> {
    const rows = await db.$queryRaw<{ id: string }[]>(
      Prisma.sql`SELECT s::text AS id FROM event_promote_waitlist(${ticketId}::uuid) s`,
    );
    return rows.map((r) => r.id);
  }

  /** Sets a ticket's quota unless more are registered; false when it would be lower than the seats taken. */
  async setQuota(db: Db, ticketId: string, quota: number): Promise<boolean> {
    const changed = await db.$executeRaw(
      Prisma.sql`UPDATE event_tickets SET quota = ${quota} WHERE id = ${ticketId}::uuid AND registered <= ${quota}`,
    );
    return changed === 1;
  }

  /** Removes a ticket type nobody holds or waits for; false otherwise. */
  async removeTicket(db: Db, ticketId: string): Promise<boolean> {
    const removed = await db.$executeRaw(Prisma.sql`
      DELETE FROM event_tickets t WHERE t.id = ${ticketId}::uuid AND t.registered = 0
         AND NOT EXISTS (SELECT 1 FROM event_waitlist w WHERE w.ticket_id = t.id)`);
    return removed === 1;
  }

  /**
   * Checks a ticket in (registered → attended) in one statement; answers the attendee, or why not: no ticket of the
   * event has the code, or it was checked in before.
   */
  async checkIn(eventId: string, code: string, byUserId: string): Promise<AttendeeRow | 'not_found' | 'already'> {
    const [row] = await this.prisma.read<AttendeeRow & { changed: boolean }>(
      Prisma.sql`
        WITH done AS (
          UPDATE event_registrations SET status = 'attended', checked_in_at = now(), checked_in_by_id = ${byUserId}::uuid
           WHERE event_id = ${eventId}::uuid AND ticket_code = ${code} AND status = 'registered'
          RETURNING id, ticket_id, user_id, status, created_at, checked_in_at)
        SELECT ${CARD}, r.id::text AS registration_id, t.type::text AS ticket_type, r.status::text, r.created_at AS registered_at,
               r.checked_in_at, r.changed
          FROM (SELECT d.*, true AS changed FROM done d
                UNION ALL
                SELECT x.id, x.ticket_id, x.user_id, x.status, x.created_at, x.checked_in_at, false
                  FROM event_registrations x
                 WHERE x.event_id = ${eventId}::uuid AND x.ticket_code = ${code} AND NOT EXISTS (SELECT 1 FROM done)) r
          JOIN event_tickets t ON t.id = r.ticket_id
          JOIN users u ON u.id = r.user_id
          LEFT JOIN profiles p ON p.user_id = u.id`,
      'event-check-in',
    );
    if (!row) return 'not_found';
    return row.changed ? row : 'already';
  }

  attendees(eventId: string, cursor: Cursor | null, limit: number): Promise<AttendeeRow[]> {
    const next = cursor ? Prisma.sql`AND (r.created_at, r.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty;
    return this.prisma.read<AttendeeRow>(
      Prisma.sql`
        SELECT ${CARD}, r.id::text AS registration_id, t.type::text AS ticket_type, r.status::text,
               r.created_at AS registered_at, r.checked_in_at
          FROM event_registrations r
          JOIN event_tickets t ON t.id = r.ticket_id
          JOIN users u ON u.id = r.user_id
          LEFT JOIN profiles p ON p.user_id = u.id
         WHERE r.event_id = ${eventId}::uuid ${next}
         ORDER BY r.created_at, r.id LIMIT ${limit}`,
      cursor ? 'event-attendees-after' : 'event-attendees',
    );
  }

  edits(eventId: string, cursor: Cursor | null, limit: number): Promise<EditRow[]> {
    const next = cursor ? Prisma.sql`AND (d.created_at, d.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty;
    return this.prisma.read<EditRow>(
      Prisma.sql`
        SELECT d.id::text, d.type::text, d.changes, d.created_at, d.editor_id::text, u.first_name, u.last_name
          FROM event_edits d LEFT JOIN users u ON u.id = d.editor_id
         WHERE d.event_id = ${eventId}::uuid ${next}
         ORDER BY d.created_at DESC, d.id DESC LIMIT ${limit}`,
      cursor ? 'event-edits-after' : 'event-edits',
    );
  }

  /** A member's registered events (seats, not waitlist places) for their calendar feed, soonest first. */
  registeredCalendar(userId: string): Promise<CalendarRow[]> {
    return this.prisma.read<CalendarRow>(
      Prisma.sql`
        SELECT e.id::text, e.title, e.description, e.starts_at, e.ends_at, e.venue, e.updated_at, p.name AS partner_name
          FROM event_registrations r JOIN events e ON e.id = r.event_id JOIN partners p ON p.id = e.partner_id
         WHERE r.user_id = ${userId}::uuid
         ORDER BY e.starts_at, e.id`,
      'event-calendar-feed',
    );
  }

  async feedOwner(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.prisma.read<{ user_id: string }>(
      Prisma.sql`SELECT user_id::text FROM event_calendar_feeds WHERE token_hash = ${tokenHash}`,
      'event-calendar-feed-owner',
    );
    return row?.user_id;
  }
}
