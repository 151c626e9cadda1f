-- The music widget's songs (§7 GET /admin/music). Who added one is kept only while their account exists.
CREATE TABLE "music_tracks" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "music_tracks_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "music_tracks_key_key" ON "music_tracks"("key");

CREATE INDEX "music_tracks_created_at_id_idx" ON "music_tracks"("created_at", "id");

ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
