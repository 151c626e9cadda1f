-- Summits (issue 13): the BFUTR and BNXT editions, their passes, sponsors, speakers and members' registrations.

-- CreateEnum
CREATE TYPE "ProductVariant" AS ENUM ('BNXT', 'BFUTR');

-- CreateEnum
CREATE TYPE "RegistrationType" AS ENUM ('Bfutr', 'Bfutr25', 'Bnxt');

-- CreateEnum
CREATE TYPE "SummitPassType" AS ENUM ('general', 'vip', 'speaker');

-- CreateEnum
CREATE TYPE "SummitSponsorType" AS ENUM ('title', 'gold', 'silver', 'community');

-- CreateTable
CREATE TABLE "summits" (
    "id" UUID NOT NULL,
    "event_code" TEXT NOT NULL,
    "product_variant" "ProductVariant" NOT NULL,
    "registration_type" "RegistrationType" NOT NULL,
    "title" TEXT NOT NULL,
    "tagline" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "venue" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "registration_open" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "summits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "summit_passes" (
    "id" UUID NOT NULL,
    "summit_id" UUID NOT NULL,
    "type" "SummitPassType" NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "price_cents" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "quota" INTEGER,
    "sold" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "summit_passes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "summit_sponsors" (
    "id" UUID NOT NULL,
    "summit_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "tier" "SummitSponsorType" NOT NULL,
    "logo" TEXT,
    "website" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "summit_sponsors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "summit_speakers" (
    "id" UUID NOT NULL,
    "summit_id" UUID NOT NULL,
    "user_id" UUID,
    "name" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "company" TEXT NOT NULL DEFAULT '',
    "photo" TEXT,
    "bio" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "summit_speakers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "summit_registrations" (
    "id" UUID NOT NULL,
    "summit_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "pass_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "summit_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "summits_event_code_key" ON "summits"("event_code");

-- CreateIndex
CREATE UNIQUE INDEX "summits_registration_type_key" ON "summits"("registration_type");

-- CreateIndex
CREATE INDEX "summits_starts_at_idx" ON "summits"("starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "summit_passes_summit_id_type_key" ON "summit_passes"("summit_id", "type");

-- CreateIndex
CREATE INDEX "summit_sponsors_summit_id_tier_position_idx" ON "summit_sponsors"("summit_id", "tier", "position");

-- CreateIndex
CREATE INDEX "summit_speakers_summit_id_position_idx" ON "summit_speakers"("summit_id", "position");

-- CreateIndex
CREATE INDEX "summit_speakers_user_id_idx" ON "summit_speakers"("user_id");

-- CreateIndex
CREATE INDEX "summit_registrations_user_id_created_at_idx" ON "summit_registrations"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "summit_registrations_pass_id_idx" ON "summit_registrations"("pass_id");

-- CreateIndex
CREATE UNIQUE INDEX "summit_registrations_summit_id_user_id_key" ON "summit_registrations"("summit_id", "user_id");

-- AddForeignKey
ALTER TABLE "summit_passes" ADD CONSTRAINT "summit_passes_summit_id_fkey" FOREIGN KEY ("summit_id") REFERENCES "summits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_sponsors" ADD CONSTRAINT "summit_sponsors_summit_id_fkey" FOREIGN KEY ("summit_id") REFERENCES "summits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_speakers" ADD CONSTRAINT "summit_speakers_summit_id_fkey" FOREIGN KEY ("summit_id") REFERENCES "summits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_speakers" ADD CONSTRAINT "summit_speakers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_registrations" ADD CONSTRAINT "summit_registrations_summit_id_fkey" FOREIGN KEY ("summit_id") REFERENCES "summits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_registrations" ADD CONSTRAINT "summit_registrations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_registrations" ADD CONSTRAINT "summit_registrations_pass_id_fkey" FOREIGN KEY ("pass_id") REFERENCES "summit_passes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A pass never sells past its quota (register_for_summit keeps `sold` under the pass's row lock; this holds it too).
ALTER TABLE "summit_passes" ADD CONSTRAINT "summit_passes_sold_check"
  CHECK ("sold" >= 0 AND ("quota" IS NULL OR "sold" <= "quota"));

-- Registers a member for the edition their registration type names, with one of its passes, in one call (no
-- interactive transaction). The pass's row lock serialises its quota; the statements after it see what committed
-- meanwhile, and the unique (summit_id, user_id) decides two racing registrations of one member.
CREATE FUNCTION register_for_summit(p_user uuid, p_registration_type text, p_pass_type text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_summit summits%ROWTYPE;
  v_pass summit_passes%ROWTYPE;
BEGIN
  SELECT * INTO v_summit FROM summits WHERE registration_type::text = p_registration_type;
  IF NOT FOUND THEN RETURN 'no_summit'; END IF;
  IF NOT v_summit.registration_open THEN RETURN 'closed'; END IF;
  SELECT * INTO v_pass FROM summit_passes WHERE summit_id = v_summit.id AND type::text = p_pass_type FOR UPDATE;
  IF NOT FOUND THEN RETURN 'no_pass'; END IF;
  IF EXISTS (SELECT 1 FROM summit_registrations WHERE summit_id = v_summit.id AND user_id = p_user) THEN
    RETURN 'already';
  END IF;
  IF v_pass.quota IS NOT NULL AND v_pass.sold >= v_pass.quota THEN RETURN 'sold_out'; END IF;
  INSERT INTO summit_registrations (id, summit_id, user_id, pass_id)
  VALUES (gen_random_uuid(), v_summit.id, p_user, v_pass.id)
  ON CONFLICT (summit_id, user_id) DO NOTHING;
  IF NOT FOUND THEN RETURN 'already'; END IF;
  UPDATE summit_passes SET sold = sold + 1 WHERE id = v_pass.id;
  RETURN 'registered';
END $$;

-- The three editions of §1 and their passes (fixed ids). Product data: every environment has them, since each
-- registration type must name one. Their speakers, sponsors and programme are content (the demo seed adds some).
INSERT INTO "summits" ("id", "event_code", "product_variant", "registration_type", "title", "tagline", "description",
                       "venue", "city", "starts_at", "ends_at", "registration_open", "updated_at") VALUES
  ('a7e10001-0000-4000-8000-000000000001', 'bfutr2024', 'BFUTR', 'Bfutr', 'BFUTR Summit 2024',
   'Building the future of work in Africa',
   'Two days of talks, workshops and introductions between builders, employers and communities shaping the future of work.',
   'Landmark Centre', 'Lagos', '2024-11-14 08:00+00', '2024-11-15 17:00+00', false, now()),
  ('a7e10001-0000-4000-8000-000000000002', 'bfutr2025', 'BFUTR', 'Bfutr25', 'BFUTR Summit 2025',
   'Careers, capital and community',
   'The second BFUTR Summit: founders, hiring teams and community leaders on what it takes to build careers and companies that last. Keynotes, hiring clinics and a partner expo.',
   'Landmark Centre', 'Lagos', '2025-11-13 08:00+00', '2025-11-14 17:00+00', true, now()),
  ('a7e10001-0000-4000-8000-000000000003', 'bnxt2025', 'BNXT', 'Bnxt', 'BNXT 2025',
   'The next generation of tech talent',
   'BNXT brings students, early-career engineers and the teams hiring them together for a day of workshops, portfolio reviews and mentoring.',
   'Sarit Expo Centre', 'Nairobi', '2025-09-18 06:00+00', '2025-09-18 15:00+00', true, now());

INSERT INTO "summit_passes" ("id", "summit_id", "type", "name", "description", "price_cents", "currency", "quota", "position") VALUES
  ('a7e10002-0000-4000-8000-000000000001', 'a7e10001-0000-4000-8000-000000000001', 'general', 'General',
   'Both days of talks and the partner expo.', 0, 'USD', NULL, 0),
  ('a7e10002-0000-4000-8000-000000000002', 'a7e10001-0000-4000-8000-000000000001', 'vip', 'VIP',
   'Front rows, the speakers'' dinner and the VIP lounge.', 15000, 'USD', 100, 1),
  ('a7e10002-0000-4000-8000-000000000003', 'a7e10001-0000-4000-8000-000000000002', 'general', 'General',
   'Both days of talks, the hiring clinics and the partner expo.', 0, 'USD', NULL, 0),
  ('a7e10002-0000-4000-8000-000000000004', 'a7e10001-0000-4000-8000-000000000002', 'vip', 'VIP',
   'Front rows, the speakers'' dinner, the VIP lounge and a one-to-one career session.', 25000, 'USD', 150, 1),
  ('a7e10002-0000-4000-8000-000000000005', 'a7e10001-0000-4000-8000-000000000003', 'general', 'General',
   'The workshops, portfolio reviews and mentoring tables.', 0, 'USD', NULL, 0),
  ('a7e10002-0000-4000-8000-000000000006', 'a7e10001-0000-4000-8000-000000000003', 'vip', 'VIP',
   'Reserved seats and a mentoring session with a hiring manager.', 5000, 'USD', 60, 1);

-- A registration that goes (the member deleted their account) frees its place on the pass.
CREATE FUNCTION summit_registration_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE summit_passes SET sold = sold - 1 WHERE id = OLD.pass_id;
  RETURN NULL;
END $$;
CREATE TRIGGER summit_registrations_free_pass AFTER DELETE ON "summit_registrations"
  FOR EACH ROW EXECUTE FUNCTION summit_registration_freed();
