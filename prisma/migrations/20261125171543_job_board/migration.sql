-- CreateEnum
CREATE TYPE "EmploymentType" AS ENUM ('full_time', 'part_time', 'contract', 'internship', 'temporary', 'volunteer');

-- CreateEnum
CREATE TYPE "Workplace" AS ENUM ('on_site', 'hybrid', 'remote');

-- CreateEnum
CREATE TYPE "ExperienceLevel" AS ENUM ('internship', 'entry', 'associate', 'mid_senior', 'director', 'executive');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('draft', 'active', 'expired', 'closed');

-- CreateEnum
CREATE TYPE "JobVisibility" AS ENUM ('public', 'private');

-- CreateEnum
CREATE TYPE "JobSaveStatus" AS ENUM ('saved', 'unsaved');

-- CreateEnum
CREATE TYPE "ApplicationStage" AS ENUM ('received', 'viewed', 'shortlisted', 'rejected', 'hired');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'application_status';

-- CreateTable
CREATE TABLE "jobs" (
    "id" UUID NOT NULL,
    "partner_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "employment_type" "EmploymentType" NOT NULL,
    "workplace" "Workplace" NOT NULL,
    "experience_level" "ExperienceLevel" NOT NULL,
    "country" TEXT NOT NULL,
    "province" TEXT,
    "city" TEXT,
    "company_name" TEXT NOT NULL,
    "job_title" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "area_of_expertise" TEXT NOT NULL,
    "will_relocate_applicant" BOOLEAN NOT NULL DEFAULT false,
    "visibility" "JobVisibility" NOT NULL DEFAULT 'public',
    "screening_questions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "JobStatus" NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "match_scanned_at" TIMESTAMPTZ(3),
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_invitations" (
    "job_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_invitations_pkey" PRIMARY KEY ("job_id","user_id")
);

-- CreateTable
CREATE TABLE "saved_jobs" (
    "user_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "status" "JobSaveStatus" NOT NULL DEFAULT 'saved',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_jobs_pkey" PRIMARY KEY ("user_id","job_id")
);

-- CreateTable
CREATE TABLE "job_applications" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_number" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "cover_letter" TEXT,
    "resume_key" TEXT NOT NULL,
    "screening_answers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "stage" "ApplicationStage" NOT NULL DEFAULT 'received',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_application_events" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "stage" "ApplicationStage" NOT NULL,
    "note" TEXT,
    "actor_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_application_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_matches" (
    "job_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "reasons" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_matches_pkey" PRIMARY KEY ("job_id","user_id")
);

-- CreateTable
CREATE TABLE "job_match_opt_ins" (
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_match_opt_ins_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "jobs_partner_id_created_at_id_idx" ON "jobs"("partner_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "job_invitations_user_id_idx" ON "job_invitations"("user_id");

-- CreateIndex
CREATE INDEX "saved_jobs_user_id_updated_at_job_id_idx" ON "saved_jobs"("user_id", "updated_at", "job_id");

-- CreateIndex
CREATE INDEX "job_applications_job_id_created_at_id_idx" ON "job_applications"("job_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "job_applications_user_id_created_at_id_idx" ON "job_applications"("user_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "job_applications_job_id_user_id_key" ON "job_applications"("job_id", "user_id");

-- CreateIndex
CREATE INDEX "job_application_events_application_id_created_at_idx" ON "job_application_events"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "job_matches_job_id_score_idx" ON "job_matches"("job_id", "score");

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "job_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "job_match_opt_ins" ADD CONSTRAINT "job_match_opt_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- search_text: what the keyword matches (title, job title, company, industry, expertise, the description's start),
-- lowercased, kept by a trigger.
CREATE FUNCTION jobs_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.title, NEW.job_title, NEW.company_name, NEW.industry,
                                     NEW.area_of_expertise, left(NEW.description, 500)));
  RETURN NEW;
END $$;
CREATE TRIGGER "jobs_search_text" BEFORE INSERT OR UPDATE OF "title", "job_title", "company_name", "industry",
  "area_of_expertise", "description" ON "jobs" FOR EACH ROW EXECUTE FUNCTION jobs_search_text();

-- Job search reads live jobs newest first by when they went live (keyset on published_at, id): all of them, or those of
-- one country (the filter most searches carry); the keyword is served by a trigram index.
CREATE INDEX "jobs_live" ON "jobs" ("published_at" DESC, "id" DESC) WHERE "status" = 'active';
CREATE INDEX "jobs_live_country" ON "jobs" (lower("country"), "published_at" DESC, "id" DESC) WHERE "status" = 'active';
CREATE INDEX "jobs_live_search_text" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'active';

-- The notification setting of application_status pings, after the others.
INSERT INTO "notification_types" ("id", "key", "name", "description", "position")
SELECT gen_random_uuid(), 'application_status', 'Job applications', 'A company moves your job application to a new stage',
       COALESCE(max("position"), 0) + 1
  FROM "notification_types";
