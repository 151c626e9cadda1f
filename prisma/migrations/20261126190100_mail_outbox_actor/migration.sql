-- The member a mail to someone else is about ('X sent you a message', an invitation from X): the row names them, so
-- it goes with their account (deleting the member deletes it; a queued one then finds no row and sends nothing).
ALTER TABLE "mail_outbox" ADD COLUMN "actor_id" UUID;

-- CreateIndex
CREATE INDEX "mail_outbox_actor_id_idx" ON "mail_outbox"("actor_id");

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
