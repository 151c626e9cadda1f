-- A burst whose ping is out (or that a ping already announced) keeps its row, with no time, until the receiver reads:
-- the burst's later messages then find the row and add nothing. Before, the sweep deleted the row, every later
-- message of the burst made a new one, and the next sweep took it only to find the burst announced (in bench:dm,
-- where nobody reads, 6,000 rows a minute at 200/s).
ALTER TABLE "message_pings_due" ALTER COLUMN "since" DROP NOT NULL;

-- Reading ends the burst: read to the end (or the conversation deleted for the reader), its row goes, and the next
-- message begins a new burst. Read in part, an announced burst is due again: the sweep pings what is left unread
-- unless a ping still announces it.
CREATE FUNCTION message_ping_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.unread_count = 0 THEN
    DELETE FROM message_pings_due WHERE receiver_id = NEW.user_id AND sender_id = NEW.other_user_id;
  ELSE
    UPDATE message_pings_due SET since = now()
     WHERE receiver_id = NEW.user_id AND sender_id = NEW.other_user_id AND since IS NULL;
  END IF;
  RETURN NULL;
END $$;

-- Sends set unread_count only: they never fire it.
CREATE TRIGGER conversation_members_ping_read AFTER UPDATE OF last_read_seq, archived_seq ON conversation_members
  FOR EACH ROW WHEN (NEW.last_read_seq > OLD.last_read_seq OR NEW.archived_seq > OLD.archived_seq)
  EXECUTE FUNCTION message_ping_read();
