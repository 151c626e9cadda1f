-- Experiences are listed by date (current first, then by end and start date); the hand-kept order goes.
-- DropIndex
DROP INDEX "experiences_user_id_position_idx";

-- AlterTable
ALTER TABLE "experiences" DROP COLUMN "position";

-- CreateIndex
CREATE INDEX "experiences_user_id_idx" ON "experiences"("user_id");
