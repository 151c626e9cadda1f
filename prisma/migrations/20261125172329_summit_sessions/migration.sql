-- A summit's programme: sessions are events (the events migration's table) linked to an edition, with their speakers.

-- CreateTable
CREATE TABLE "summit_sessions" (
    "event_id" UUID NOT NULL,
    "summit_id" UUID NOT NULL,
    "track" TEXT,

    CONSTRAINT "summit_sessions_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "summit_session_speakers" (
    "event_id" UUID NOT NULL,
    "speaker_id" UUID NOT NULL,

    CONSTRAINT "summit_session_speakers_pkey" PRIMARY KEY ("event_id","speaker_id")
);

-- CreateIndex
CREATE INDEX "summit_sessions_summit_id_idx" ON "summit_sessions"("summit_id");

-- CreateIndex
CREATE INDEX "summit_session_speakers_speaker_id_idx" ON "summit_session_speakers"("speaker_id");

-- AddForeignKey
ALTER TABLE "summit_sessions" ADD CONSTRAINT "summit_sessions_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_sessions" ADD CONSTRAINT "summit_sessions_summit_id_fkey" FOREIGN KEY ("summit_id") REFERENCES "summits"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_session_speakers" ADD CONSTRAINT "summit_session_speakers_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "summit_sessions"("event_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summit_session_speakers" ADD CONSTRAINT "summit_session_speakers_speaker_id_fkey" FOREIGN KEY ("speaker_id") REFERENCES "summit_speakers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
