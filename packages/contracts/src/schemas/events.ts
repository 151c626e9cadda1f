import { z } from 'zod';
import { EVENT_LIMITS, PAGE_SIZE } from '../constants.js';
import {
  AttendanceType,
  EVENT_FORMAT_ALIASES,
  EVENT_FORMATS,
  EVENT_LIST_SCOPES,
  EVENT_STATUSES,
  EventEditType,
  EventFormat,
  EventListScope,
  EventStatus,
  TICKET_TYPES,
} from '../enums.js';
import { idSchema, isoDateSchema, keysetPageQuery } from './common.js';
import { memberCardSchema } from './connections.js';

/** Strings of the events screens and answers. */
export const EventsText = {
  events: 'Events',
  upcoming: 'Upcoming',
  past: 'Past',
  myEvents: 'My events',
  noUpcoming: 'No upcoming events yet.',
  noPast: 'No past events.',
  noRegistered: 'You have not registered for any event yet.',
  newEvents: 'New events',
  organise: 'Organise',
  organiserEvents: 'Your organisation’s events',
  noOrganiserEvents: 'No events yet. Create the first one.',
  createEvent: 'Create event',
  editEvent: 'Edit event',
  eventCreated: 'Event created as a draft',
  eventSaved: 'Event saved',
  ticketsSaved: 'Tickets saved',
  publish: 'Publish',
  published: 'Event published',
  goLive: 'Go live',
  isLive: 'The event is live',
  register: 'Register',
  joinWaitlist: 'Join the waitlist',
  registered: 'You are registered',
  waitlisted: 'You are on the waitlist',
  waitlistPosition: (position: number) => `You are number ${position} on the waitlist`,
  cancelRegistration: 'Cancel registration',
  leaveWaitlist: 'Leave the waitlist',
  registrationCancelled: 'Registration cancelled',
  waitlistLeft: 'You left the waitlist',
  confirmCancel: 'Cancel your registration? Your seat goes to the next person waiting.',
  chooseTicket: 'Ticket',
  ticketFull: 'Full: waitlist',
  seatsLeft: (count: number) => (count === 1 ? '1 seat left' : `${count} seats left`),
  yourTicket: 'Your ticket',
  ticketCode: 'Ticket code',
  attended: 'Checked in',
  addToCalendar: 'Add to calendar',
  calendarFeed: 'Calendar feed',
  calendarFeedHelp:
    'A private iCal link to every event you registered for. Anyone with the link can read it: a new link revokes the old one.',
  getCalendarFeed: 'Get my calendar link',
  newCalendarFeed: 'Make a new link',
  revokeCalendarFeed: 'Revoke link',
  calendarFeedRevoked: 'Calendar link revoked',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  joinEvent: 'Join the event',
  attendees: 'Attendees',
  noAttendees: 'No one has registered yet.',
  checkIn: 'Check-in',
  checkInHelp: 'Scan the QR code on the ticket, or type or paste its code.',
  scanQr: 'Scan QR code',
  stopScan: 'Stop camera',
  cameraUnavailable: 'The camera is not available here: type or paste the code instead.',
  checkedIn: (name: string) => `${name} is checked in`,
  history: 'Edit history',
  noHistory: 'No edits yet.',
  tickets: 'Tickets and quotas',
  editTickets: 'Edit tickets',
  uploadCover: 'Upload cover',
  uploadingCover: 'Uploading the cover image',
  coverUploaded: 'Cover image saved',
  loading: 'Loading',
  quota: 'Quota',
  seatsTaken: 'Registered',
  waiting: 'Waiting',
  offerTicket: 'Offer this ticket',
  title: 'Title',
  description: 'Description',
  format: 'Format',
  startsAt: 'Starts',
  endsAt: 'Ends',
  venue: 'Venue',
  streamUrl: 'Stream or room link',
  organiser: 'Organiser',
  eventNotFound: 'This event was not found',
  ticketNotFound: 'No ticket of this event has this code',
  ticketNotOffered: 'is not offered for this event',
  alreadyRegistered: 'You are already registered or waitlisted for this event',
  alreadyCheckedIn: 'This ticket is already checked in',
  alreadyAttended: 'You are checked in: the registration can no longer be cancelled',
  notRegistered: 'You are not registered for this event',
  eventEnded: 'This event has ended',
  statusConflict: (from: EventStatus, to: EventStatus) => `An event that is ${from} cannot become ${to}`,
  quotaBelowRegistered: (type: string, registered: number) =>
    `The ${type} ticket already has ${registered} registered: its quota cannot be lower`,
  ticketHasRegistrations: (type: string) => `The ${type} ticket has registrations or a waitlist: it cannot be removed`,
  presentationOnlyForAttendees: 'Only registered members can join the event',
} as const;

export const EVENT_STATUS_LABEL: Record<EventStatus, string> = {
  [EventStatus.Draft]: 'Draft',
  [EventStatus.Scheduled]: 'Scheduled',
  [EventStatus.Live]: 'Live',
};
export const EVENT_EDIT_TYPE_LABEL: Record<EventEditType, string> = {
  [EventEditType.Details]: 'Details',
  [EventEditType.Schedule]: 'Schedule',
  [EventEditType.Tickets]: 'Tickets',
};

const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, { message: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((value) => value || null);
const linkSchema = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) link' })
  .max(EVENT_LIMITS.urlMaxLength, { message: `must be at most ${EVENT_LIMITS.urlMaxLength} characters` })
  .nullable();

/** Any §3 format name; stored as one of EVENT_FORMATS. */
export const eventFormatSchema = z
  .enum(Object.values(EventFormat) as [EventFormat, ...EventFormat[]], {
    message: `must be one of ${Object.values(EventFormat).join(', ')}`,
  })
  .transform((format) => EVENT_FORMAT_ALIASES[format]);
export const ticketTypeSchema = z.enum(TICKET_TYPES, { message: `must be one of ${TICKET_TYPES.join(', ')}` });

export const ticketInputSchema = z.object({
  type: ticketTypeSchema,
  quota: z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be at least 0' })
    .max(EVENT_LIMITS.ticketQuotaMax, { message: `must be at most ${EVENT_LIMITS.ticketQuotaMax}` }),
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

export const ticketsSchema = z
  .array(ticketInputSchema, { message: 'must be a list of tickets' })
  .min(1, { message: 'must offer at least one ticket' })
  .max(TICKET_TYPES.length, { message: `must have at most ${TICKET_TYPES.length} tickets` })
  .refine((tickets) => new Set(tickets.map((t) => t.type)).size === tickets.length, {
    message: 'must name each ticket type once',
  });

const maxDurationMs = EVENT_LIMITS.maxDurationDays * 24 * 60 * 60 * 1000;
/** The schedule's rule, for create and for an edit once merged with the stored times: issues name `endsAt`. */
export function scheduleIssue(startsAt: string | Date, endsAt: string | Date): string | null {
  const length = new Date(endsAt).getTime() - new Date(startsAt).getTime();
  if (length <= 0) return 'must be after the start';
  if (length > maxDurationMs) return `must be at most ${EVENT_LIMITS.maxDurationDays} days after the start`;
  return null;
}

const eventFields = {
  title: text(EVENT_LIMITS.titleMaxLength).min(1, { message: 'must not be empty' }),
  description: text(EVENT_LIMITS.descriptionMaxLength),
  format: eventFormatSchema,
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  venue: optionalText(EVENT_LIMITS.venueMaxLength),
  streamUrl: linkSchema,
};

/** POST events: a draft of the organiser `partnerId`, with its tickets. */
export const createEventBodySchema = z
  .object({
    partnerId: idSchema,
    ...eventFields,
    description: eventFields.description.default(''),
    venue: eventFields.venue.default(null),
    streamUrl: eventFields.streamUrl.default(null),
    tickets: ticketsSchema,
  })
  .superRefine((body, ctx) => {
    const issue = scheduleIssue(body.startsAt, body.endsAt);
    if (issue) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: issue });
  });
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PUT events/:id: any of the details; a change of `startsAt`/`endsAt` is tracked as a schedule edit. */
export const updateEventBodySchema = z
  .object(eventFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'must change at least one field',
  });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** PUT events/:id/tickets: every ticket type the event offers, with its quota (a type left out is removed). */
export const eventTicketsBodySchema = z.object({ tickets: ticketsSchema });
export type EventTicketsBody = z.input<typeof eventTicketsBodySchema>;

/** PUT events/:id/status: publish (draft → scheduled) or go live (scheduled → live). */
export const eventStatusBodySchema = z.object({
  status: z.enum([EventStatus.Scheduled, EventStatus.Live], { message: 'must be scheduled or live' }),
});
export type EventStatusBody = z.infer<typeof eventStatusBodySchema>;

export const registerBodySchema = z.object({ ticketType: ticketTypeSchema });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const ticketCodeSchema = z
  .string({ message: 'is required' })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[0-9A-F]{${EVENT_LIMITS.ticketCodeLength}}$`), {
    message: `must be the ${EVENT_LIMITS.ticketCodeLength}-character code of a ticket`,
  });
export const checkInBodySchema = z.object({ ticketCode: ticketCodeSchema });
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const eventsQuerySchema = keysetPageQuery(PAGE_SIZE.events).extend({
  scope: z
    .enum(EVENT_LIST_SCOPES, { message: `must be one of ${EVENT_LIST_SCOPES.join(', ')}` })
    .default(EventListScope.Upcoming),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export const organiserEventsQuerySchema = keysetPageQuery(PAGE_SIZE.events);
export const attendeesQuerySchema = keysetPageQuery(PAGE_SIZE.eventAttendees);
export const eventEditsQuerySchema = keysetPageQuery(PAGE_SIZE.eventEdits);

export const organiserSchema = z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() });

export const eventTicketSchema = z.object({
  type: ticketTypeSchema,
  quota: z.number().int(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
});
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** The caller's own seat: the ticket's code is what its QR code carries. */
export const myRegistrationSchema = z.object({
  ticketType: ticketTypeSchema,
  status: z.enum([AttendanceType.Registered, AttendanceType.Attended]),
  ticketCode: z.string(),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;
export const myWaitlistSchema = z.object({ ticketType: ticketTypeSchema, position: z.number().int() });

export const eventSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  format: z.enum(EVENT_FORMATS),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  venue: z.string().nullable(),
  coverImage: z.string().nullable(),
  organiser: organiserSchema,
  /** The caller's registration status, or 'waitlisted', or null. */
  myStatus: z.enum([AttendanceType.Registered, AttendanceType.Attended, 'waitlisted']).nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  publishedAt: z.string().nullable(),
  tickets: z.array(eventTicketSchema),
  myRegistration: myRegistrationSchema.nullable(),
  myWaitlist: myWaitlistSchema.nullable(),
  /** The caller may manage it (a user of the organiser holding MANAGE_EVENTS): drafts, edits, attendees, check-in. */
  canManage: z.boolean(),
  /** Only organisers see the link before it is live; members ask GET events/:id/presentation. */
  streamUrl: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const attendeeSchema = z.object({
  member: memberCardSchema,
  ticketType: ticketTypeSchema,
  status: z.enum([AttendanceType.Registered, AttendanceType.Attended]),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const eventEditSchema = z.object({
  id: z.string(),
  type: z.enum(Object.values(EventEditType) as [EventEditType, ...EventEditType[]]),
  editor: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** Each changed field, as it was and as it became. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: z.string(),
});
export type EventEdit = z.infer<typeof eventEditSchema>;

export const presentationSchema = z.object({ url: z.string() });

/** For the new-events badge: when the newest event was published (null: none yet). */
export const newestEventSchema = z.object({ newestPublishedAt: z.string().nullable() });
export type NewestEvent = z.infer<typeof newestEventSchema>;

/** The member's private iCal feed: `url` only when just made (only the token's hash is kept). */
export const calendarFeedSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const newCalendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;

export const calendarFeedParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'is not a calendar link' }),
});
