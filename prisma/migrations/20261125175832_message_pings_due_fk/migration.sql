-- Rows of accounts deleted before the keys existed would fail them: they ping nobody anyway.
DELETE FROM "message_pings_due" d
 WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.receiver_id)
    OR NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = d.sender_id);

-- CreateIndex
CREATE INDEX "message_pings_due_sender_id_idx" ON "message_pings_due"("sender_id");

-- AddForeignKey
ALTER TABLE "message_pings_due" ADD CONSTRAINT "message_pings_due_receiver_id_fkey" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_pings_due" ADD CONSTRAINT "message_pings_due_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
