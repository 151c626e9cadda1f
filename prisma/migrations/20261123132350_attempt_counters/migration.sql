-- CreateTable
CREATE TABLE "attempt_counters" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "window_ends_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "attempt_counters_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "attempt_counters_window_ends_at_idx" ON "attempt_counters"("window_ends_at");
