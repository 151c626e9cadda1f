-- CreateEnum
CREATE TYPE "EmployeeStatus" AS ENUM ('pending', 'verified', 'deactivated');

-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "about" TEXT,
ADD COLUMN     "banner" TEXT,
ADD COLUMN     "industry" TEXT,
ADD COLUMN     "location" TEXT,
ADD COLUMN     "logo" TEXT,
ADD COLUMN     "preferences" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "size" TEXT,
ADD COLUMN     "subscription_id" UUID,
ADD COLUMN     "website" TEXT;

-- AlterTable
ALTER TABLE "partner_followers" ADD COLUMN     "id" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateTable
CREATE TABLE "functions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "functions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_roles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "description" TEXT,
    "created_by" UUID,
    "user_id" UUID,
    "partner_id" UUID,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_admin_roles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "role_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "partner_id" UUID,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_admin_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_role_functions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "function_id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "partner_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_role_functions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_employees" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "partner_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "EmployeeStatus" NOT NULL DEFAULT 'pending',
    "verified_by" UUID,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_employees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "monthly_dm_total" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promo_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "code" TEXT NOT NULL,
    "extra_dm" INTEGER NOT NULL,
    "valid_from" TIMESTAMPTZ(3) NOT NULL,
    "valid_until" TIMESTAMPTZ(3),
    "max_uses" INTEGER,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promo_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promo_redemptions" (
    "promo_code_id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "redeemed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promo_redemptions_pkey" PRIMARY KEY ("promo_code_id","partner_id")
);

-- CreateTable
CREATE TABLE "partner_dm_usage" (
    "partner_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "dm_count" INTEGER NOT NULL DEFAULT 0,
    "bonus_dm" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "partner_dm_usage_pkey" PRIMARY KEY ("partner_id","month")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "partner_id" UUID NOT NULL,
    "invited_by" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "functions_name_key" ON "functions"("name");

-- CreateIndex
CREATE INDEX "admin_roles_partner_id_created_at_idx" ON "admin_roles"("partner_id", "created_at");

-- CreateIndex
CREATE INDEX "user_admin_roles_user_id_idx" ON "user_admin_roles"("user_id");

-- CreateIndex
CREATE INDEX "user_admin_roles_partner_id_created_at_idx" ON "user_admin_roles"("partner_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_admin_roles_role_id_user_id_key" ON "user_admin_roles"("role_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_role_functions_role_id_function_id_key" ON "user_role_functions"("role_id", "function_id");

-- CreateIndex
CREATE INDEX "partner_employees_user_id_idx" ON "partner_employees"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "partner_employees_partner_id_user_id_key" ON "partner_employees"("partner_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_name_key" ON "subscriptions"("name");

-- CreateIndex
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes"("code");

-- CreateIndex
CREATE INDEX "invitations_partner_id_created_at_idx" ON "invitations"("partner_id", "created_at");

-- CreateIndex
-- A taken organisation name is refused whatever its case (partner sign-up answers 409).
CREATE UNIQUE INDEX "partners_name_key" ON "partners"(lower("name"));

-- CreateIndex
CREATE UNIQUE INDEX "partner_followers_id_key" ON "partner_followers"("id");

-- CreateIndex
CREATE INDEX "partner_followers_partner_id_updated_at_idx" ON "partner_followers"("partner_id", "updated_at");

-- AddForeignKey
ALTER TABLE "partners" ADD CONSTRAINT "partners_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_roles" ADD CONSTRAINT "admin_roles_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_admin_roles" ADD CONSTRAINT "user_admin_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "admin_roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_admin_roles" ADD CONSTRAINT "user_admin_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_role_functions" ADD CONSTRAINT "user_role_functions_function_id_fkey" FOREIGN KEY ("function_id") REFERENCES "functions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_role_functions" ADD CONSTRAINT "user_role_functions_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "admin_roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_employees" ADD CONSTRAINT "partner_employees_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_employees" ADD CONSTRAINT "partner_employees_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_fkey" FOREIGN KEY ("promo_code_id") REFERENCES "promo_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_dm_usage" ADD CONSTRAINT "partner_dm_usage_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The functions an admin group can grant (PartnerFunction in packages/contracts). Fixed ids: every environment
-- grants the same.
INSERT INTO "functions" ("id", "name", "description") VALUES
  ('6f1c0001-0000-4000-8000-000000000001', 'DM', 'Message members who are not connections'),
  ('6f1c0001-0000-4000-8000-000000000002', 'MANAGE_ADMINS', 'Create admin groups, add admins and grant functions'),
  ('6f1c0001-0000-4000-8000-000000000003', 'MANAGE_EMPLOYEES', 'Verify, deactivate and reactivate employees'),
  ('6f1c0001-0000-4000-8000-000000000004', 'EDIT_COMPANY_PAGE', 'Edit the company page'),
  ('6f1c0001-0000-4000-8000-000000000005', 'POST_JOBS', 'Post and manage jobs'),
  ('6f1c0001-0000-4000-8000-000000000006', 'MANAGE_EVENTS', 'Create and manage events'),
  ('6f1c0001-0000-4000-8000-000000000007', 'MODERATE', 'Moderate reported content'),
  ('6f1c0001-0000-4000-8000-000000000008', 'MANAGE_SUBSCRIPTION', 'Choose the plan and redeem promo codes');

-- The plans: their monthly total of DMs to members who are not connections.
INSERT INTO "subscriptions" ("id", "name", "monthly_dm_total", "price_cents") VALUES
  ('5b5c0001-0000-4000-8000-000000000001', 'Starter', 50, 0),
  ('5b5c0001-0000-4000-8000-000000000002', 'Growth', 250, 9900),
  ('5b5c0001-0000-4000-8000-000000000003', 'Scale', 1000, 29900);

-- Every existing partner gets an owners' group holding every function, with its users in it, so that no
-- organisation is left without an admin.
INSERT INTO "admin_roles" ("id", "name", "description", "partner_id", "created_at", "updated_at")
  SELECT gen_random_uuid(), 'Owners', 'Every function', p."id", now(), now() FROM "partners" p;
INSERT INTO "user_role_functions" ("function_id", "role_id", "partner_id")
  SELECT f."id", r."id", r."partner_id" FROM "admin_roles" r CROSS JOIN "functions" f;
INSERT INTO "user_admin_roles" ("role_id", "user_id", "partner_id")
  SELECT r."id", u."id", u."partner_id" FROM "users" u JOIN "admin_roles" r ON r."partner_id" = u."partner_id";
