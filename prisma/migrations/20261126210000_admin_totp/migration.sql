-- A platform admin's second factor when they sign in with a password (issue 20): the TOTP secret (pending until the
-- first accepted code sets totp_enabled_at) and the last accepted time step, so that a code is never accepted twice.
ALTER TABLE "users" ADD COLUMN "totp_secret" TEXT;
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "totp_last_step" INTEGER;
