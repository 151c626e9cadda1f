import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import {
  type Attendee,
  type CalendarFeed,
  ErrorCode,
  type EventDetail,
  type EventEdit,
  EventEditType,
  type EventListScope,
  EventStatus,
  type EventSummary,
  type EventTicketsBody,
  EventFormat,
  type MyRegistration,
  type StoredEventFormat,
  EventsText,
  type NewCalendarFeed,
  type NewestEvent,
  NotificationKind,
  type Ok,
  type TicketInput,
  routes,
  scheduleIssue,
  Text,
} from '@nexus/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { TokensService } from '../auth/tokens.service';
import type { UploadedFile } from '../../platform/common/http/input.decorator';
import { FilesService } from '../files/files.service';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { toCard } from '../connections/connection-lists.service';
import { decodeCursor, pageFrom } from '../connections/cursor';
import type { Event, EventFormat as DbEventFormat, EventTicket } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { PingsService } from '../notifications/pings.service';
import { PolicyService } from '../../platform/policy/policy.service';
import { type AttendeeRow, type EditRow, type EventDetailRow, EventsRepository, type EventSummaryRow } from './events.repository';
import { type CalendarEvent, toICalendar } from './ics';

type Details = z.output<typeof routes.events.update.body>;
type Page = { cursor?: string; pageSize: number };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Prisma names the stored 'In-Person' InPerson (an identifier); SQL reads give the stored value. */
const DB_FORMAT: Record<StoredEventFormat, DbEventFormat> = {
  [EventFormat.InPerson]: 'InPerson',
  [EventFormat.Virtual]: 'Virtual',
  [EventFormat.Hybrid]: 'Hybrid',
};
const FORMAT_OF_DB = Object.fromEntries(Object.entries(DB_FORMAT).map(([format, db]) => [db, format])) as Record<
  DbEventFormat,
  StoredEventFormat
>;
const toDb = <T extends { format?: StoredEventFormat }>({ format, ...rest }: T) => ({
  ...rest,
  ...(format ? { format: DB_FORMAT[format] } : {}),
});

const toSummary = (r: EventSummaryRow): EventSummary => ({
  id: r.id,
  title: r.title,
  format: r.format as EventSummary['format'],
  status: r.status as EventSummary['status'],
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  venue: r.venue,
  coverImage: r.cover_image,
  organiser: { id: r.partner_id, name: r.partner_name, logo: r.partner_logo },
  myStatus: r.my_status as EventSummary['myStatus'],
});

const toAttendee = (r: AttendeeRow): Attendee => ({
  member: toCard(r),
  ticketType: r.ticket_type,
  status: r.status as Attendee['status'],
  registeredAt: r.registered_at.toISOString(),
  checkedInAt: iso(r.checked_in_at),
});

const toEdit = (r: EditRow): EventEdit => ({
  id: r.id,
  type: r.type,
  editor: r.editor_id ? { id: r.editor_id, firstName: r.first_name, lastName: r.last_name } : null,
  changes: r.changes,
  createdAt: r.created_at.toISOString(),
});

/** The fields of each tracked kind of edit: a change of the times is a schedule edit, the rest details. */
const SCHEDULE_FIELDS = ['startsAt', 'endsAt'] as const;
const DETAIL_FIELDS = ['title', 'description', 'format', 'venue', 'streamUrl'] as const;
type EditableField = (typeof SCHEDULE_FIELDS)[number] | (typeof DETAIL_FIELDS)[number];

const stored = (event: Event, field: EditableField): string | null => {
  if (field === 'format') return FORMAT_OF_DB[event.format];
  const value = event[field];
  return value instanceof Date ? value.toISOString() : value;
};
const comparable = (field: EditableField, value: string | null | undefined) =>
  value && (field === 'startsAt' || field === 'endsAt') ? new Date(value).toISOString() : (value ?? null);

/**
 * Events, their tickets and seats. The route table has already checked who may call (organisers: MANAGE_EVENTS in
 * the event's partner); the rules that depend on data are here: a draft exists only for its organisers, status
 * changes go one way, quotas never fall below the seats taken, and seats change only through the SQL functions of
 * migration `events` (never oversold; a freed seat goes to the waitlist).
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly repository: EventsRepository,
    private readonly prisma: PrismaService,
    private readonly policy: PolicyService,
    private readonly pings: PingsService,
    private readonly tokens: TokensService,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(auth: AuthContext, query: Page & { scope: EventListScope }) {
    const rows = await this.repository.list(auth.user.id, query.scope, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.starts_at, r.id], toSummary);
  }

  async organiserList(auth: AuthContext, partnerId: string, query: Page) {
    const rows = await this.repository.organiserList(auth.user.id, partnerId, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.starts_at, r.id], toSummary);
  }

  async newest(): Promise<NewestEvent> {
    return { newestPublishedAt: iso(await this.repository.newestPublishedAt()) };
  }

  async create(auth: AuthContext, body: z.output<typeof routes.events.create.body>): Promise<EventDetail> {
    const { tickets, partnerId, ...details } = body;
    const event = await this.prisma.event.create({
      data: {
        ...details,
        format: DB_FORMAT[details.format],
        partnerId,
        createdById: auth.user.id,
        tickets: { create: tickets.map((t) => ({ type: t.type, quota: t.quota })) },
      },
    });
    return this.detailFor(auth, event.id);
  }

  async get(auth: AuthContext, id: string): Promise<EventDetail> {
    return this.detailFor(auth, id);
  }

  /** Changes the details and times, tracked as one edit of each kind that changed (details, schedule). */
  async update(auth: AuthContext, id: string, body: Details): Promise<EventDetail> {
    const event = await this.stored(id);
    const changed = (fields: readonly EditableField[]) =>
      Object.fromEntries(
        fields
          .filter((f) => body[f] !== undefined && comparable(f, body[f]) !== stored(event, f))
          .map((f) => [f, { from: stored(event, f), to: comparable(f, body[f]) }]),
      );
    const schedule = changed(SCHEDULE_FIELDS);
    const details = changed(DETAIL_FIELDS);
    const issue = scheduleIssue(body.startsAt ?? event.startsAt, body.endsAt ?? event.endsAt);
    if (issue) throw AppError.invalid('endsAt', issue);
    const edits = [
      { type: EventEditType.Schedule, changes: schedule },
      { type: EventEditType.Details, changes: details },
    ].filter((edit) => Object.keys(edit.changes).length > 0);
    if (edits.length) {
      await this.prisma.$transaction([
        this.prisma.event.update({ where: { id }, data: toDb(body) }),
        ...edits.map((edit) =>
          this.prisma.eventEdit.create({ data: { eventId: id, editorId: auth.user.id, type: edit.type, changes: edit.changes } }),
        ),
      ]);
    }
    return this.detailFor(auth, id);
  }

  /**
   * Sets every ticket type's quota: a quota below the seats taken is 409, a type left out is removed only if nobody
   * holds or waits for it (409), a new one is added; a raised quota seats the waitlist. One transaction and one
   * tracked edit; the pings of the members seated are queued in it.
   */
  async updateTickets(auth: AuthContext, id: string, { tickets }: EventTicketsBody): Promise<EventDetail> {
    const event = await this.stored(id);
    const before = new Map(event.tickets.map((t) => [t.type, t]));
    const wanted = new Map(tickets.map((t) => [t.type, t]));
    await this.prisma.$transaction(async (tx) => {
      const changes: Record<string, { from: number | null; to: number | null }> = {};
      const promoted: string[] = [];
      for (const ticket of event.tickets) {
        const next = wanted.get(ticket.type);
        if (next?.quota === ticket.quota) continue;
        changes[ticket.type] = { from: ticket.quota, to: next?.quota ?? null };
        if (next) {
          await this.setQuota(tx, ticket, next);
          promoted.push(...(await this.repository.promote(tx, ticket.id)));
        } else if (!(await this.repository.removeTicket(tx, ticket.id))) {
          throw new AppError(ErrorCode.TicketQuotaBelowRegistered, EventsText.ticketHasRegistrations(ticket.type));
        }
      }
      const added = tickets.filter((t) => !before.has(t.type));
      for (const t of added) changes[t.type] = { from: null, to: t.quota };
      if (added.length) await tx.eventTicket.createMany({ data: added.map((t) => ({ eventId: id, ...t })) });
      if (Object.keys(changes).length) {
        await tx.eventEdit.create({ data: { eventId: id, editorId: auth.user.id, type: EventEditType.Tickets, changes } });
      }
      await this.tellSeated(tx, event, promoted);
    });
    return this.detailFor(auth, id);
  }

  /** Publish (draft → scheduled, which sets `published_at`) or go live (scheduled → live); nothing else. */
  async setStatus(auth: AuthContext, id: string, status: typeof EventStatus.Scheduled | typeof EventStatus.Live) {
    const from = status === EventStatus.Scheduled ? EventStatus.Draft : EventStatus.Scheduled;
    const { count } = await this.prisma.event.updateMany({
      where: { id, status: from },
      data: { status, ...(status === EventStatus.Scheduled ? { publishedAt: new Date() } : {}) },
    });
    if (count === 0) {
      const event = await this.stored(id);
      throw new AppError(ErrorCode.EventStatusConflict, EventsText.statusConflict(event.status, status));
    }
    return this.detailFor(auth, id);
  }

  async uploadCover(auth: AuthContext, id: string, file: UploadedFile): Promise<EventDetail> {
    await this.files.uploadEventCover(id, file);
    return this.detailFor(auth, id);
  }

  cover(id: string, name: string): Promise<StreamableFile> {
    return this.files.eventCover(id, name);
  }

  async register(auth: AuthContext, id: string, ticketType: TicketInput['type']): Promise<EventDetail> {
    const outcome = await this.repository.register(id, auth.user.id, ticketType);
    switch (outcome) {
      case 'not_found':
        throw AppError.notFound(EventsText.eventNotFound);
      case 'ended':
        throw new AppError(ErrorCode.EventEnded, EventsText.eventEnded);
      case 'no_ticket':
        throw AppError.invalid('ticketType', EventsText.ticketNotOffered);
      case 'already':
        throw new AppError(ErrorCode.AlreadyRegistered, EventsText.alreadyRegistered);
    }
    return this.detailFor(auth, id);
  }

  /** Frees the member's seat (the first on its waitlist takes it, and is pinged) or leaves the waitlist. */
  async cancel(auth: AuthContext, id: string): Promise<EventDetail> {
    const { row: event } = await this.visible(auth, id);
    // The freed seat and the ping of whoever takes it commit together.
    const outcome = await this.prisma.$transaction(async (tx) => {
      const { outcome, seated } = await this.repository.cancel(tx, id, auth.user.id);
      await this.tellSeated(tx, { id, title: event.title, partnerId: event.partner_id }, seated);
      return outcome;
    });
    if (outcome === 'not_registered') throw AppError.notFound(EventsText.notRegistered);
    if (outcome === 'attended') throw new AppError(ErrorCode.AlreadyAttended, EventsText.alreadyAttended);
    return this.detailFor(auth, id);
  }

  async attendees(id: string, query: Page) {
    const rows = await this.repository.attendees(id, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.registered_at, r.registration_id], toAttendee);
  }

  async edits(id: string, query: Page) {
    const rows = await this.repository.edits(id, decodeCursor(query.cursor), query.pageSize + 1);
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toEdit);
  }

  /** Checks in the ticket whose QR code carries `ticketCode` (the organiser's check-in screen). */
  async checkIn(auth: AuthContext, id: string, { ticketCode }: z.output<typeof routes.events.checkIn.body>): Promise<Attendee> {
    const result = await this.repository.checkIn(id, ticketCode, auth.user.id);
    if (result === 'not_found') throw AppError.notFound(EventsText.ticketNotFound);
    if (result === 'already') throw new AppError(ErrorCode.AlreadyCheckedIn, EventsText.alreadyCheckedIn);
    return toAttendee(result);
  }

  /**
   * The stream or room link, for registered members and organisers, once the event is live; before, §8's
   * 'Presentation not currently available' (the web shows 'Event is not live yet').
   */
  async presentation(auth: AuthContext, id: string) {
    const { row: event, canManage } = await this.visible(auth, id);
    if (!canManage && !event.my_ticket_type) throw AppError.forbidden(EventsText.presentationOnlyForAttendees);
    if (event.status !== EventStatus.Live || !event.stream_url) {
      throw new AppError(ErrorCode.EventNotLive, Text.presentationNotAvailable);
    }
    return { url: event.stream_url };
  }

  async ics(auth: AuthContext, id: string): Promise<StreamableFile> {
    const { row: event } = await this.visible(auth, id);
    return this.calendarFile(
      [
        {
          id: event.id,
          title: event.title,
          description: event.description,
          startsAt: event.starts_at,
          endsAt: event.ends_at,
          venue: event.venue,
          updatedAt: event.updated_at,
          organiser: event.partner_name,
          url: this.eventUrl(event.id),
        },
      ],
      event.title,
      'event.ics',
    );
  }

  async calendarFeed(auth: AuthContext): Promise<CalendarFeed> {
    const feed = await this.prisma.eventCalendarFeed.findUnique({ where: { userId: auth.user.id } });
    return { active: feed !== null, createdAt: iso(feed?.createdAt ?? null) };
  }

  /** A new private feed link; only its keyed hash is kept, so the previous link stops working at once. */
  async newCalendarFeed(auth: AuthContext): Promise<NewCalendarFeed> {
    const token = this.tokens.newOpaqueToken();
    const data = { tokenHash: this.tokens.hash(token), createdAt: new Date() };
    const feed = await this.prisma.eventCalendarFeed.upsert({
      where: { userId: auth.user.id },
      create: { userId: auth.user.id, ...data },
      update: data,
    });
    return { url: `${this.config.appUrl}/v1/calendar/${token}`, createdAt: feed.createdAt.toISOString() };
  }

  async revokeCalendarFeed(auth: AuthContext): Promise<Ok> {
    await this.prisma.eventCalendarFeed.deleteMany({ where: { userId: auth.user.id } });
    return { message: EventsText.calendarFeedRevoked };
  }

  /** The feed a calendar app reads by the link's token: the member's registered events. */
  async feed(token: string): Promise<StreamableFile> {
    const userId = await this.repository.feedOwner(this.tokens.hash(token));
    if (!userId) throw AppError.notFound();
    const rows = await this.repository.registeredCalendar(userId);
    const events: CalendarEvent[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      venue: r.venue,
      updatedAt: r.updated_at,
      organiser: r.partner_name,
      url: this.eventUrl(r.id),
    }));
    return this.calendarFile(events, `Nexus ${EventsText.events}`, 'nexus-events.ics');
  }

  private calendarFile(events: CalendarEvent[], name: string, fileName: string) {
    const host = new URL(this.config.appUrl).host;
    return new StreamableFile(Buffer.from(toICalendar(events, { host, name })), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  private eventUrl(id: string) {
    return `${this.config.appUrl}/events/${id}`;
  }

  private async setQuota(tx: Db, ticket: EventTicket, next: TicketInput) {
    if (!(await this.repository.setQuota(tx, ticket.id, next.quota))) {
      const { registered } = await tx.eventTicket.findUniqueOrThrow({ where: { id: ticket.id } });
      throw new AppError(ErrorCode.TicketQuotaBelowRegistered, EventsText.quotaBelowRegistered(ticket.type, registered), [
        { field: 'tickets', message: EventsText.quotaBelowRegistered(ticket.type, registered) },
      ]);
    }
  }

  /** Each member seated from a waitlist hears it: their pings are queued in the change's transaction. */
  private async tellSeated(tx: Db, event: { id: string; title: string; partnerId: string }, seated: string[]) {
    for (const userId of seated) {
      await this.pings.notify(
        {
          userId,
          kind: NotificationKind.EventSeat,
          partnerId: event.partnerId,
          data: { preview: event.title, eventId: event.id },
        },
        tx,
      );
    }
  }

  /** Whether the caller may manage the event: the very rule the route table gives the organiser's routes. */
  private canManage(auth: AuthContext, id: string): Promise<boolean> {
    return this.policy
      .authorize(auth, routes.events.update.access, () => id)
      .then(
        () => true,
        () => false,
      );
  }

  private async stored(id: string) {
    const event = await this.repository.find(this.prisma, id);
    if (!event) throw AppError.notFound(EventsText.eventNotFound);
    return event;
  }

  /** The event as the caller may see it: a draft only by its organisers (404 to anyone else). */
  private async visible(auth: AuthContext, id: string): Promise<{ row: EventDetailRow; canManage: boolean }> {
    const row = await this.repository.detail(auth.user.id, id);
    const canManage = row !== undefined && (await this.canManage(auth, id));
    if (!row || (row.status === EventStatus.Draft && !canManage)) throw AppError.notFound(EventsText.eventNotFound);
    return { row, canManage };
  }

  private async detailFor(auth: AuthContext, id: string): Promise<EventDetail> {
    const { row, canManage } = await this.visible(auth, id);
    const registration = row.my_ticket_type && row.ticket_code && row.registered_at ? row : null;
    return {
      ...toSummary(row),
      description: row.description,
      publishedAt: iso(row.published_at),
      tickets: row.tickets,
      myRegistration: registration && {
        ticketType: registration.my_ticket_type!,
        status: registration.my_status as MyRegistration['status'],
        ticketCode: registration.ticket_code!,
        registeredAt: registration.registered_at!.toISOString(),
        checkedInAt: iso(registration.checked_in_at),
      },
      myWaitlist:
        row.waitlist_ticket_type && row.waitlist_position
          ? { ticketType: row.waitlist_ticket_type, position: row.waitlist_position }
          : null,
      canManage,
      streamUrl: canManage ? row.stream_url : null,
    };
  }
}
