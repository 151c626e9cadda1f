-- A summit's times are read in its venue's time zone (a keynote at 09:30 in Nairobi is 06:30 UTC).
ALTER TABLE "summits" ADD COLUMN     "time_zone" TEXT NOT NULL DEFAULT 'UTC';

UPDATE "summits" SET "time_zone" = 'Africa/Lagos' WHERE "event_code" IN ('bfutr2024', 'bfutr2025');
UPDATE "summits" SET "time_zone" = 'Africa/Nairobi' WHERE "event_code" = 'bnxt2025';
