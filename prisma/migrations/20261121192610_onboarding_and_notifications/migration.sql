-- CreateEnum
CREATE TYPE "OnboardingQuestionKind" AS ENUM ('single', 'multiple');

-- AlterTable
ALTER TABLE "preferences" ADD COLUMN     "unsubscribed_all_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "onboarding_questions" (
    "id" UUID NOT NULL,
    "prompt" TEXT NOT NULL,
    "kind" "OnboardingQuestionKind" NOT NULL,
    "options" TEXT[],
    "position" INTEGER NOT NULL,

    CONSTRAINT "onboarding_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "onboarding_answers" (
    "user_id" UUID NOT NULL,
    "question_id" UUID NOT NULL,
    "choices" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "onboarding_answers_pkey" PRIMARY KEY ("user_id","question_id")
);

-- CreateTable
CREATE TABLE "notification_types" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "notification_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_settings" (
    "user_id" UUID NOT NULL,
    "type_id" UUID NOT NULL,
    "email" BOOLEAN NOT NULL,
    "in_app" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id","type_id")
);

-- CreateTable
CREATE TABLE "unsubscribe_reasons" (
    "id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "unsubscribe_reasons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unsubscribe_responses" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reason_id" UUID NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unsubscribe_responses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_interactions" (
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_interactions_pkey" PRIMARY KEY ("user_id","name")
);

-- CreateIndex
CREATE UNIQUE INDEX "onboarding_questions_position_key" ON "onboarding_questions"("position");

-- CreateIndex
CREATE UNIQUE INDEX "notification_types_key_key" ON "notification_types"("key");

-- CreateIndex
CREATE UNIQUE INDEX "notification_types_position_key" ON "notification_types"("position");

-- CreateIndex
CREATE UNIQUE INDEX "unsubscribe_reasons_position_key" ON "unsubscribe_reasons"("position");

-- CreateIndex
CREATE INDEX "unsubscribe_responses_user_id_idx" ON "unsubscribe_responses"("user_id");

-- AddForeignKey
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "onboarding_questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "notification_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unsubscribe_responses" ADD CONSTRAINT "unsubscribe_responses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unsubscribe_responses" ADD CONSTRAINT "unsubscribe_responses_reason_id_fkey" FOREIGN KEY ("reason_id") REFERENCES "unsubscribe_reasons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_interactions" ADD CONSTRAINT "user_interactions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The catalogues every environment shares. Fixed ids, so later migrations can change a row by id.
INSERT INTO "onboarding_questions" ("id", "prompt", "kind", "options", "position") VALUES
  ('6f1d5c1e-0001-4000-8000-000000000001', 'What brings you to Nexus?', 'multiple',
   ARRAY['Find a job', 'Grow my network', 'Find a mentor', 'Hire talent', 'Join communities', 'Learn new skills'], 0),
  ('6f1d5c1e-0001-4000-8000-000000000002', 'Where are you in your career?', 'single',
   ARRAY['Student', 'Early career (0-3 years)', 'Mid-level (4-9 years)', 'Senior (10+ years)', 'Executive', 'Changing careers'], 1),
  ('6f1d5c1e-0001-4000-8000-000000000003', 'Which fields interest you most?', 'multiple',
   ARRAY['Technology', 'Finance', 'Marketing', 'Design', 'Operations', 'Entrepreneurship', 'Healthcare', 'Education'], 2);

INSERT INTO "notification_types" ("id", "key", "name", "description", "position") VALUES
  ('6f1d5c1e-0002-4000-8000-000000000001', 'connection_request', 'Connection requests', 'Someone asks to connect with you', 0),
  ('6f1d5c1e-0002-4000-8000-000000000002', 'connection_accepted', 'Accepted requests', 'Someone accepts your request to connect', 1),
  ('6f1d5c1e-0002-4000-8000-000000000003', 'message', 'Messages', 'You receive a direct message', 2),
  ('6f1d5c1e-0002-4000-8000-000000000004', 'mention', 'Mentions and replies', 'Someone mentions you or replies to your post', 3),
  ('6f1d5c1e-0002-4000-8000-000000000005', 'event', 'Events', 'Events of your communities, and reminders for events you registered for', 4),
  ('6f1d5c1e-0002-4000-8000-000000000006', 'job_match', 'Job matches', 'New jobs that match your profile', 5),
  ('6f1d5c1e-0002-4000-8000-000000000007', 'newsletter', 'Nexus news', 'Product news and the community newsletter', 6);

INSERT INTO "unsubscribe_reasons" ("id", "text", "position") VALUES
  ('6f1d5c1e-0003-4000-8000-000000000001', 'I get too many e-mails', 0),
  ('6f1d5c1e-0003-4000-8000-000000000002', 'The e-mails are not relevant to me', 1),
  ('6f1d5c1e-0003-4000-8000-000000000003', 'I never signed up for these e-mails', 2),
  ('6f1d5c1e-0003-4000-8000-000000000004', 'I prefer notifications in the app', 3),
  ('6f1d5c1e-0003-4000-8000-000000000005', 'Another reason', 4);
