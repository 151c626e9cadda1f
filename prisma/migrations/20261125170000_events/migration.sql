-- Events with tickets, registrations, waitlists, check-in and calendar feeds (issue 13).

-- CreateEnum
CREATE TYPE "EventStatus" AS ENUM ('draft', 'scheduled', 'live');

-- CreateEnum
CREATE TYPE "EventFormat" AS ENUM ('In-Person', 'Virtual', 'Hybrid');

-- CreateEnum
CREATE TYPE "TicketType" AS ENUM ('General', 'vip');

-- CreateEnum
CREATE TYPE "AttendanceType" AS ENUM ('registered', 'attended');

-- CreateEnum
CREATE TYPE "EventEditType" AS ENUM ('details', 'schedule', 'tickets');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'event_seat';

-- CreateTable
CREATE TABLE "events" (
    "id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "created_by_id" UUID,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "format" "EventFormat" NOT NULL,
    "status" "EventStatus" NOT NULL DEFAULT 'draft',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "venue" TEXT,
    "stream_url" TEXT,
    "cover_image" TEXT,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_tickets" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "type" "TicketType" NOT NULL,
    "quota" INTEGER NOT NULL,
    "registered" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "event_tickets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_registrations" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "AttendanceType" NOT NULL DEFAULT 'registered',
    "ticket_code" TEXT NOT NULL,
    "checked_in_at" TIMESTAMPTZ(3),
    "checked_in_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_waitlist" (
    "event_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_waitlist_pkey" PRIMARY KEY ("event_id","user_id")
);

-- CreateTable
CREATE TABLE "event_edits" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "editor_id" UUID,
    "type" "EventEditType" NOT NULL,
    "changes" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_edits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_calendar_feeds" (
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_calendar_feeds_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "events_partner_id_starts_at_id_idx" ON "events"("partner_id", "starts_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "event_tickets_event_id_type_key" ON "event_tickets"("event_id", "type");

-- CreateIndex
CREATE UNIQUE INDEX "event_registrations_ticket_code_key" ON "event_registrations"("ticket_code");

-- CreateIndex
CREATE INDEX "event_registrations_event_id_created_at_id_idx" ON "event_registrations"("event_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "event_registrations_user_id_idx" ON "event_registrations"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_registrations_event_id_user_id_key" ON "event_registrations"("event_id", "user_id");

-- CreateIndex
CREATE INDEX "event_waitlist_ticket_id_created_at_user_id_idx" ON "event_waitlist"("ticket_id", "created_at", "user_id");

-- CreateIndex
CREATE INDEX "event_waitlist_user_id_idx" ON "event_waitlist"("user_id");

-- CreateIndex
CREATE INDEX "event_edits_event_id_created_at_id_idx" ON "event_edits"("event_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "event_calendar_feeds_token_hash_key" ON "event_calendar_feeds"("token_hash");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "event_tickets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "event_tickets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_edits" ADD CONSTRAINT "event_edits_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_edits" ADD CONSTRAINT "event_edits_editor_id_fkey" FOREIGN KEY ("editor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_calendar_feeds" ADD CONSTRAINT "event_calendar_feeds_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ── Written by hand: checks, the published lists' partial indexes, the seat statements, the ping setting ──────

ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start" CHECK ("ends_at" > "starts_at");
-- Published events: the API refuses a draft going live without passing through scheduled.
ALTER TABLE "events" ADD CONSTRAINT "events_published_at" CHECK (("status" = 'draft') = ("published_at" IS NULL));
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_seats" CHECK ("quota" >= 0 AND "registered" >= 0 AND "registered" <= "quota");

-- The published list, upcoming (ends_at >= now, by start) and past (by start, newest first): one range of this
-- index each, since an event lasts at most EVENT_LIMITS.maxDurationDays (the API bounds starts_at by it).
CREATE INDEX "events_published_starts_at" ON "events" ("starts_at", "id") WHERE "status" <> 'draft';
-- The new-events badge: the newest publication.
CREATE INDEX "events_published_at_idx" ON "events" ("published_at" DESC) WHERE "published_at" IS NOT NULL;

-- A ticket's code (its QR): 16 upper-case hex characters from a random UUID.
CREATE FUNCTION event_ticket_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16))
$$;

-- One member's registration changes for one event run one at a time (a double click is one registration).
CREATE FUNCTION event_member_lock(p_event uuid, p_user uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('event-member:' || p_event::text || ':' || p_user::text, 0))
$$;

-- Gives the ticket's free seats to the first members of its waitlist, in order; answers the members seated.
-- The ticket row is locked for the whole move, so seats counted here are not taken twice.
CREATE FUNCTION event_promote_waitlist(p_ticket uuid) RETURNS SETOF uuid LANGUAGE plpgsql AS $$
DECLARE
  v_free integer;
  v_entry record;
BEGIN
  SELECT t.quota - t.registered INTO v_free FROM event_tickets t WHERE t.id = p_ticket FOR UPDATE;
  WHILE v_free > 0 LOOP
    DELETE FROM event_waitlist w
     WHERE (w.event_id, w.user_id) = (
             SELECT x.event_id, x.user_id FROM event_waitlist x
              WHERE x.ticket_id = p_ticket
              ORDER BY x.created_at, x.user_id
              LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING w.event_id, w.user_id INTO v_entry;
    EXIT WHEN v_entry IS NULL;
    INSERT INTO event_registrations (id, event_id, ticket_id, user_id, ticket_code)
      VALUES (gen_random_uuid(), v_entry.event_id, p_ticket, v_entry.user_id, event_ticket_code());
    UPDATE event_tickets SET registered = registered + 1 WHERE id = p_ticket;
    v_free := v_free - 1;
    RETURN NEXT v_entry.user_id;
  END LOOP;
END $$;

-- Registers a member for a ticket type of a published event that has not ended: a seat when the quota has one,
-- otherwise a place on that ticket's waitlist. The ticket row is locked (FOR UPDATE) from the count to the insert:
-- racing members are served one after the other, so the quota is never passed, and a seat freed meanwhile is
-- either taken here or given to the waitlist this member is already on.
-- Outcomes: not_found (no such event, or a draft), ended, no_ticket, already, registered, waitlisted.
CREATE FUNCTION event_register(p_event uuid, p_user uuid, p_type "TicketType") RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_ends timestamptz;
  v_ticket uuid;
  v_free integer;
BEGIN
  PERFORM event_member_lock(p_event, p_user);
  SELECT e.ends_at INTO v_ends FROM events e WHERE e.id = p_event AND e.status <> 'draft';
  IF NOT FOUND THEN RETURN 'not_found'; END IF;
  IF v_ends <= now() THEN RETURN 'ended'; END IF;
  IF EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = p_event AND r.user_id = p_user)
     OR EXISTS (SELECT 1 FROM event_waitlist w WHERE w.event_id = p_event AND w.user_id = p_user) THEN
    RETURN 'already';
  END IF;
  SELECT t.id, t.quota - t.registered INTO v_ticket, v_free
    FROM event_tickets t WHERE t.event_id = p_event AND t.type = p_type FOR UPDATE;
  IF NOT FOUND THEN RETURN 'no_ticket'; END IF;
  IF v_free > 0 THEN
    UPDATE event_tickets SET registered = registered + 1 WHERE id = v_ticket;
    INSERT INTO event_registrations (id, event_id, ticket_id, user_id, ticket_code)
      VALUES (gen_random_uuid(), p_event, v_ticket, p_user, event_ticket_code());
    RETURN 'registered';
  END IF;
  INSERT INTO event_waitlist (event_id, user_id, ticket_id) VALUES (p_event, p_user, v_ticket);
  RETURN 'waitlisted';
END $$;

-- Cancels a member's registration (freeing its seat for the first on the waitlist) or waitlist place.
-- Outcomes: left_waitlist, cancelled (with the member seated in their place, if any), attended (too late: checked
-- in), not_registered.
CREATE FUNCTION event_cancel_registration(p_event uuid, p_user uuid)
RETURNS TABLE (outcome text, promoted_user_id uuid) LANGUAGE plpgsql AS $$
DECLARE
  v_ticket uuid;
BEGIN
  PERFORM event_member_lock(p_event, p_user);
  DELETE FROM event_waitlist w WHERE w.event_id = p_event AND w.user_id = p_user;
  IF FOUND THEN
    RETURN QUERY SELECT 'left_waitlist'::text, NULL::uuid;
    RETURN;
  END IF;
  DELETE FROM event_registrations r
   WHERE r.event_id = p_event AND r.user_id = p_user AND r.status = 'registered'
  RETURNING r.ticket_id INTO v_ticket;
  IF v_ticket IS NULL THEN
    IF EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = p_event AND r.user_id = p_user) THEN
      RETURN QUERY SELECT 'attended'::text, NULL::uuid;
    ELSE
      RETURN QUERY SELECT 'not_registered'::text, NULL::uuid;
    END IF;
    RETURN;
  END IF;
  UPDATE event_tickets SET registered = registered - 1 WHERE id = v_ticket;
  RETURN QUERY SELECT 'cancelled'::text, s FROM event_promote_waitlist(v_ticket) s;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'cancelled'::text, NULL::uuid;
  END IF;
END $$;

-- The notification setting for event pings (a waitlisted member seated). Position 20: clear of others' additions.
INSERT INTO "notification_types" ("id", "key", "name", "description", "position") VALUES
  ('6f1d5c1e-0002-4000-8000-0000000000e1', 'event_seat', 'Event seats', 'A seat frees up for an event you are waitlisted for', 20);
