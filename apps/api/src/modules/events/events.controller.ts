import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input, type UploadInput } from '../../platform/common/http/input.decorator';
import { CurrentAuth } from '../../platform/common/http/request-context';
import { EventsService } from './events.service';

const r = routes.events;

@Controller()
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Endpoint(r.list)
  list(@Input() { query }: RouteInput<typeof r.list>, @CurrentAuth() auth: AuthContext) {
    return this.events.list(auth, query);
  }

  @Endpoint(r.newest)
  newest() {
    return this.events.newest();
  }

  @Endpoint(r.organiserList)
  organiserList(@Input() { params, query }: RouteInput<typeof r.organiserList>, @CurrentAuth() auth: AuthContext) {
    return this.events.organiserList(auth, params.partnerId, query);
  }

  @Endpoint(r.create)
  create(@Input() { body }: RouteInput<typeof r.create>, @CurrentAuth() auth: AuthContext) {
    return this.events.create(auth, body);
  }

  @Endpoint(r.calendarFeed)
  calendarFeed(@CurrentAuth() auth: AuthContext) {
    return this.events.calendarFeed(auth);
  }

  @Endpoint(r.newCalendarFeed)
  newCalendarFeed(@CurrentAuth() auth: AuthContext) {
    return this.events.newCalendarFeed(auth);
  }

  @Endpoint(r.revokeCalendarFeed)
  revokeCalendarFeed(@CurrentAuth() auth: AuthContext) {
    return this.events.revokeCalendarFeed(auth);
  }

  @Endpoint(r.get)
  get(@Input() { params }: RouteInput<typeof r.get>, @CurrentAuth() auth: AuthContext) {
    return this.events.get(auth, params.id);
  }

  @Endpoint(r.update)
  update(@Input() { params, body }: RouteInput<typeof r.update>, @CurrentAuth() auth: AuthContext) {
    return this.events.update(auth, params.id, body);
  }

  @Endpoint(r.updateTickets)
  updateTickets(@Input() { params, body }: RouteInput<typeof r.updateTickets>, @CurrentAuth() auth: AuthContext) {
    return this.events.updateTickets(auth, params.id, body);
  }

  @Endpoint(r.setStatus)
  setStatus(@Input() { params, body }: RouteInput<typeof r.setStatus>, @CurrentAuth() auth: AuthContext) {
    return this.events.setStatus(auth, params.id, body.status);
  }

  @Endpoint(r.uploadCover)
  uploadCover(@Input() { params, file }: UploadInput<typeof r.uploadCover>, @CurrentAuth() auth: AuthContext) {
    return this.events.uploadCover(auth, params.id, file);
  }

  @Endpoint(r.cover)
  cover(@Input() { params }: RouteInput<typeof r.cover>) {
    return this.events.cover(params.id, params.name);
  }

  @Endpoint(r.edits)
  edits(@Input() { params, query }: RouteInput<typeof r.edits>) {
    return this.events.edits(params.id, query);
  }

  @Endpoint(r.attendees)
  attendees(@Input() { params, query }: RouteInput<typeof r.attendees>) {
    return this.events.attendees(params.id, query);
  }

  @Endpoint(r.checkIn)
  checkIn(@Input() { params, body }: RouteInput<typeof r.checkIn>, @CurrentAuth() auth: AuthContext) {
    return this.events.checkIn(auth, params.id, body);
  }

  @Endpoint(r.register)
  register(@Input() { params, body }: RouteInput<typeof r.register>, @CurrentAuth() auth: AuthContext) {
    return this.events.register(auth, params.id, body.ticketType);
  }

  @Endpoint(r.cancel)
  cancel(@Input() { params }: RouteInput<typeof r.cancel>, @CurrentAuth() auth: AuthContext) {
    return this.events.cancel(auth, params.id);
  }

  @Endpoint(r.presentation)
  presentation(@Input() { params }: RouteInput<typeof r.presentation>, @CurrentAuth() auth: AuthContext) {
    return this.events.presentation(auth, params.id);
  }

  @Endpoint(r.ics)
  ics(@Input() { params }: RouteInput<typeof r.ics>, @CurrentAuth() auth: AuthContext) {
    return this.events.ics(auth, params.id);
  }
}

/** The private iCal feed: its link's token is the credential (calendar apps cannot sign in). */
@Controller()
export class CalendarController {
  constructor(private readonly events: EventsService) {}

  @Endpoint(routes.calendar.feed)
  feed(@Input() { params }: RouteInput<typeof routes.calendar.feed>) {
    return this.events.feed(params.token);
  }
}
