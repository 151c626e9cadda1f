-- CreateTable
CREATE TABLE "message_pings_due" (
    "receiver_id" UUID NOT NULL,
    "sender_id" UUID NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "message_pings_due_pkey" PRIMARY KEY ("receiver_id","sender_id")
);

-- CreateIndex
CREATE INDEX "message_pings_due_since_idx" ON "message_pings_due"("since");

-- A send marks its receiver's unread burst from the sender as waiting for a ping, inside the send's own statement:
-- no job insert on the send path. A row already there (the burst's first message) is kept, so the ping comes
-- MESSAGE_PING_DELAY_SECONDS after the burst began.
CREATE FUNCTION message_ping_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_pings_due (receiver_id, sender_id, since)
  VALUES (NEW.receiver_id, NEW.sender_id, NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER messages_ping_due AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION message_ping_due();
