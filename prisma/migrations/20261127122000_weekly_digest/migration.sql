-- CreateTable
CREATE TABLE "digest_sends" (
    "user_id" UUID NOT NULL,
    "week_start" DATE NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "digest_sends_pkey" PRIMARY KEY ("user_id","week_start")
);

-- CreateIndex
CREATE INDEX "digest_sends_week_start_idx" ON "digest_sends"("week_start");

-- AddForeignKey
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The weekly digest's notification setting: an e-mail only (no in-app switch), on until the member switches it off.
-- Position 30: after the others, clear of their additions.
INSERT INTO "notification_types" ("id", "key", "name", "description", "position") VALUES
  ('6f1d5c1e-0002-4000-8000-0000000000d1', 'weekly_digest', 'Weekly digest',
   'A Monday e-mail with your pending requests, unread messages, popular posts in your network, new jobs for you and your events of the week', 30);
