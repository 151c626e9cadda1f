-- CreateEnum
CREATE TYPE "ResumeImportStatus" AS ENUM ('reading', 'ready', 'failed');

-- CreateTable
CREATE TABLE "resume_imports" (
    "user_id" UUID NOT NULL,
    "status" "ResumeImportStatus" NOT NULL,
    "proposals" JSONB,
    "error" TEXT,
    "for_onboarding" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resume_imports_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "resume_imports" ADD CONSTRAINT "resume_imports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
