-- Notification mail coalesced per member (issue 21): the last time a member was mailed about each kind of notification.
-- A notification mail goes out only when this row is absent or older than the interval (MAIL_COALESCE_SECONDS); the
-- conditional upsert that checks it also takes it, so concurrent workers mail a member once per kind per interval.
CREATE TABLE "mail_throttle" (
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_throttle_pkey" PRIMARY KEY ("user_id","key")
);

ALTER TABLE "mail_throttle" ADD CONSTRAINT "mail_throttle_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
