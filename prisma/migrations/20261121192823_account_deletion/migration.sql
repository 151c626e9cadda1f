-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'ACCOUNT_DELETION';

-- CreateTable
CREATE TABLE "account_deletion_requests" (
    "user_id" UUID NOT NULL,
    "reason_id" TEXT NOT NULL,
    "other_reason_text" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_deletion_requests_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "account_deletions" (
    "id" UUID NOT NULL,
    "reason_id" TEXT NOT NULL,
    "other_reason_text" TEXT,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_deletions_pkey" PRIMARY KEY ("id")
);

-- AddForeignKey
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
