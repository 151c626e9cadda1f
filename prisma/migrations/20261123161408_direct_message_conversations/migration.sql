-- Direct messages get conversations (issue 10): one row per pair with its last seq and last message, a row per
-- member with their read point, unread count and archive point, and messages numbered per conversation.
-- Every change of these counters happens in the SQL functions at the end, under the pair lock that connection
-- changes and blocks take (connections/pair-key.ts), each in one statement: no interactive transaction.

-- Privacy switches (settings): both default on.
ALTER TABLE "preferences" ADD COLUMN "read_receipts" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN "typing_indicators" BOOLEAN NOT NULL DEFAULT true;

CREATE TABLE "conversations" (
    "id" UUID NOT NULL,
    "pair_key" TEXT NOT NULL,
    "low_user_id" UUID NOT NULL,
    "high_user_id" UUID NOT NULL,
    "last_seq" INTEGER NOT NULL DEFAULT 0,
    "last_message_id" UUID,
    "last_message_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "conversations_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "conversation_members" (
    "conversation_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "other_user_id" UUID NOT NULL,
    "last_read_seq" INTEGER NOT NULL DEFAULT 0,
    "unread_count" INTEGER NOT NULL DEFAULT 0,
    "archived_seq" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("conversation_id","user_id")
);

CREATE UNIQUE INDEX "conversations_pair_key_key" ON "conversations"("pair_key");
CREATE INDEX "conversation_members_other_user_id_idx" ON "conversation_members"("other_user_id");
CREATE UNIQUE INDEX "conversation_members_user_id_other_user_id_key" ON "conversation_members"("user_id", "other_user_id");
-- A member's total unread reads only their conversations with something unread.
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members"("user_id") WHERE "unread_count" > 0;

ALTER TABLE "conversations" ADD CONSTRAINT "conversations_low_user_id_fkey" FOREIGN KEY ("low_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_high_user_id_fkey" FOREIGN KEY ("high_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_other_user_id_fkey" FOREIGN KEY ("other_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "messages" ADD COLUMN "client_message_id" UUID,
ADD COLUMN "conversation_id" UUID,
ADD COLUMN "seq" INTEGER;

-- Backfill: a conversation per pair that has messages, their messages numbered by time, each member's read point
-- after their last read (or sent) message, and the unread messages after it counted.
INSERT INTO "conversations" ("id", "pair_key", "low_user_id", "high_user_id", "created_at")
SELECT gen_random_uuid(), LEAST(sender_id, receiver_id)::text || ':' || GREATEST(sender_id, receiver_id)::text,
       LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), min(created_at)
  FROM "messages"
 GROUP BY LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id);

UPDATE "messages" m
   SET conversation_id = n.conversation_id, seq = n.seq
  FROM (SELECT m2.id, c.id AS conversation_id,
               row_number() OVER (PARTITION BY c.id ORDER BY m2.created_at, m2.id)::int AS seq
          FROM "messages" m2
          JOIN "conversations" c ON c.low_user_id = LEAST(m2.sender_id, m2.receiver_id)
                                AND c.high_user_id = GREATEST(m2.sender_id, m2.receiver_id)) n
 WHERE n.id = m.id;

UPDATE "conversations" c
   SET last_seq = l.seq, last_message_id = l.id, last_message_at = l.created_at
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, seq, id, created_at
          FROM "messages" ORDER BY conversation_id, seq DESC) l
 WHERE l.conversation_id = c.id;

INSERT INTO "conversation_members" ("conversation_id", "user_id", "other_user_id", "last_read_seq", "unread_count")
SELECT c.id, side.user_id, side.other_id,
       COALESCE((SELECT max(m.seq) FROM "messages" m
                  WHERE m.conversation_id = c.id AND m.receiver_id = side.user_id AND m.status = 'read'), 0),
       0
  FROM "conversations" c
 CROSS JOIN LATERAL (VALUES (c.low_user_id, c.high_user_id), (c.high_user_id, c.low_user_id)) AS side(user_id, other_id);

UPDATE "messages" m SET status = 'read'
  FROM "conversation_members" cm
 WHERE cm.conversation_id = m.conversation_id AND cm.user_id = m.receiver_id AND m.seq <= cm.last_read_seq AND m.status = 'unread';

UPDATE "conversation_members" cm
   SET unread_count = (SELECT count(*) FROM "messages" m
                        WHERE m.conversation_id = cm.conversation_id AND m.receiver_id = cm.user_id AND m.seq > cm.last_read_seq);

ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL, ALTER COLUMN "seq" SET NOT NULL;

CREATE UNIQUE INDEX "messages_conversation_id_seq_key" ON "messages"("conversation_id", "seq");
CREATE UNIQUE INDEX "messages_sender_id_client_message_id_key" ON "messages"("sender_id", "client_message_id");
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ─── Rules, as SQL functions ───────────────────────────────────────────────────────────────────────────────

-- The pair key of connection_requests and conversations: lower id ':' higher id.
CREATE FUNCTION dm_pair_key(a uuid, b uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT LEAST(a, b)::text || ':' || GREATEST(a, b)::text
$$;

-- The lock connections/pair-key.ts takes (released at commit).
CREATE FUNCTION dm_lock_pair(a uuid, b uuid) RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(dm_pair_key(a, b), 0))
$$;

-- The helpers below that read tables are plpgsql: their plans are cached per connection, where a SQL function that
-- PostgreSQL cannot inline (a sub-select is enough) is planned again on every call (measured: about 1 ms each).
CREATE FUNCTION dm_blocked(a uuid, b uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = a AND blocked_id = b) OR (blocker_id = b AND blocked_id = a));
END
$$;

-- HOOK (partner issue): a partner's DM function grants `sender` permission to message `receiver` who is not a
-- connection. Until then nobody has it.
CREATE FUNCTION dm_has_message_permission(sender uuid, receiver uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT false
$$;

-- HOOK (partner issue): the sender's monthly DM count reached its total. Until then it never does.
CREATE FUNCTION dm_quota_used_up(sender uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT false
$$;

-- Both members share read receipts (settings; no preferences row is the default, on).
CREATE FUNCTION dm_receipts_shared(a uuid, b uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN NOT EXISTS (SELECT 1 FROM preferences WHERE user_id IN (a, b) AND NOT read_receipts);
END
$$;

-- A member's unread messages over every conversation they can see (the nav badge): O(conversations with unread).
CREATE FUNCTION dm_unread_total(member uuid) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT sum(cm.unread_count)
                     FROM conversation_members cm
                     JOIN users o ON o.id = cm.other_user_id AND o.enabled AND NOT o.blocked
                    WHERE cm.user_id = member AND cm.unread_count > 0
                      AND NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker_id = member AND k.blocked_id = cm.other_user_id)
                                                             OR (k.blocker_id = cm.other_user_id AND k.blocked_id = member))), 0)::int;
END
$$;

-- One message as its members see it, with both names and images (plpgsql: its plan is cached per connection).
CREATE FUNCTION dm_message_row(message uuid)
RETURNS TABLE (id uuid, conversation_id uuid, seq int, sender_id uuid, receiver_id uuid, client_message_id uuid,
               content text, status text, edited boolean, created_at timestamptz, sender_first_name text,
               sender_last_name text, sender_image text, receiver_first_name text, receiver_last_name text,
               receiver_image text, receipts_shared boolean)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT m.id, m.conversation_id, m.seq, m.sender_id, m.receiver_id, m.client_message_id, m.content, m.status::text,
         m.edited, m.created_at, s.first_name, s.last_name, s.image, r.first_name, r.last_name, r.image,
         dm_receipts_shared(m.sender_id, m.receiver_id)
    FROM messages m JOIN users s ON s.id = m.sender_id JOIN users r ON r.id = m.receiver_id
   WHERE m.id = message;
END
$$;

-- A message one of its two members may act on (read, edit, delete): no row when there is no such message, the user
-- is not one of its members, or a block stands between them (each answered 'not found').
CREATE FUNCTION dm_member_message(p_user uuid, p_message uuid)
RETURNS TABLE (conversation_id uuid, seq int, sender_id uuid, receiver_id uuid)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT m.conversation_id, m.seq, m.sender_id, m.receiver_id FROM messages m
   WHERE m.id = p_message AND p_user IN (m.sender_id, m.receiver_id) AND NOT dm_blocked(m.sender_id, m.receiver_id);
END
$$;

-- The send, whole: under the pair lock, replay (same sender and client_message_id: the stored message, nothing
-- written), the receiver active, the relationship (connection, or message permission and quota), no block either
-- way, the flood rule; then the conversation and both member rows upserted (the receiver's unread count + 1) and the
-- message inserted. outcome: sent | replayed | client_id_taken | not_found | not_allowed | quota_used_up | flood.
CREATE FUNCTION send_direct_message(p_sender uuid, p_receiver uuid, p_client_message_id uuid, p_content text,
                                    p_flood_limit int, p_flood_window interval)
RETURNS TABLE (outcome text, id uuid, conversation_id uuid, seq int, sender_id uuid, receiver_id uuid,
               client_message_id uuid, content text, status text, edited boolean, created_at timestamptz,
               sender_first_name text, sender_last_name text, sender_image text, receiver_first_name text,
               receiver_last_name text, receiver_image text, receipts_shared boolean,
               sender_unread int, receiver_unread int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_outcome text;
  v_id uuid;
  v_receiver uuid;
  v_conversation uuid;
  v_seq int;
  v_now timestamptz;
BEGIN
  PERFORM dm_lock_pair(p_sender, p_receiver);
  IF p_client_message_id IS NOT NULL THEN
    SELECT m.id, m.receiver_id INTO v_id, v_receiver
      FROM messages m WHERE m.sender_id = p_sender AND m.client_message_id = p_client_message_id;
    IF FOUND THEN
      v_outcome := CASE WHEN v_receiver = p_receiver THEN 'replayed' ELSE 'client_id_taken' END;
      IF v_outcome = 'client_id_taken' THEN v_id := NULL; END IF;
    END IF;
  END IF;
  IF v_outcome IS NULL THEN
    IF NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p_receiver AND u.enabled AND NOT u.blocked) THEN
      v_outcome := 'not_found';
    ELSIF dm_blocked(p_sender, p_receiver) THEN
      v_outcome := 'not_allowed';
    ELSIF NOT EXISTS (SELECT 1 FROM connections c WHERE c.user_id = p_sender AND c.connected_user_id = p_receiver) THEN
      IF NOT dm_has_message_permission(p_sender, p_receiver) THEN v_outcome := 'not_allowed';
      ELSIF dm_quota_used_up(p_sender) THEN v_outcome := 'quota_used_up';
      END IF;
    END IF;
  END IF;
  IF v_outcome IS NULL AND (SELECT count(*) FROM (SELECT 1 FROM messages m
        WHERE m.sender_id = p_sender AND m.receiver_id = p_receiver AND m.created_at > clock_timestamp() - p_flood_window
        LIMIT p_flood_limit) recent) >= p_flood_limit THEN
    v_outcome := 'flood';
  END IF;
  IF v_outcome IS NULL THEN
    v_outcome := 'sent';
    v_id := gen_random_uuid();
    -- Taken after the lock, so that created_at grows with seq.
    v_now := clock_timestamp();
    INSERT INTO conversations AS c (id, pair_key, low_user_id, high_user_id, last_seq, last_message_id, last_message_at)
    VALUES (gen_random_uuid(), dm_pair_key(p_sender, p_receiver), LEAST(p_sender, p_receiver),
            GREATEST(p_sender, p_receiver), 1, v_id, v_now)
    ON CONFLICT (pair_key) DO UPDATE SET last_seq = c.last_seq + 1, last_message_id = v_id, last_message_at = v_now
    RETURNING c.id, c.last_seq INTO v_conversation, v_seq;
    INSERT INTO messages (id, conversation_id, seq, sender_id, receiver_id, client_message_id, content, created_at, updated_at)
    VALUES (v_id, v_conversation, v_seq, p_sender, p_receiver, p_client_message_id, p_content, v_now, v_now);
    INSERT INTO conversation_members AS cm (conversation_id, user_id, other_user_id, unread_count)
    VALUES (v_conversation, p_sender, p_receiver, 0), (v_conversation, p_receiver, p_sender, 1)
    ON CONFLICT ON CONSTRAINT conversation_members_pkey DO UPDATE
      SET unread_count = cm.unread_count + CASE WHEN cm.user_id = p_receiver THEN 1 ELSE 0 END;
  END IF;
  RETURN QUERY
    SELECT v_outcome, r.*, dm_unread_total(p_sender), dm_unread_total(p_receiver)
      FROM (SELECT 1) one LEFT JOIN dm_message_row(v_id) r ON true;
END
$$;

-- The receiver read a message, and every one before it. outcome: read | not_found (no such message, not theirs, or
-- across a block) | not_receiver. changed: the read point moved (false for a repeat).
CREATE FUNCTION read_direct_messages(p_reader uuid, p_message uuid)
RETURNS TABLE (outcome text, other_id uuid, changed boolean, receipts_shared boolean, reader_unread int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_conversation uuid;
  v_seq int;
  v_sender uuid;
  v_receiver uuid;
  v_from int;
  v_count int := 0;
BEGIN
  SELECT v.conversation_id, v.seq, v.sender_id, v.receiver_id INTO v_conversation, v_seq, v_sender, v_receiver
    FROM dm_member_message(p_reader, p_message) v;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found', NULL::uuid, false, false, 0;
    RETURN;
  END IF;
  IF p_reader <> v_receiver THEN
    RETURN QUERY SELECT 'not_receiver', v_sender, false, false, 0;
    RETURN;
  END IF;
  PERFORM dm_lock_pair(v_sender, v_receiver);
  SELECT GREATEST(cm.last_read_seq, cm.archived_seq) INTO v_from
    FROM conversation_members cm WHERE cm.conversation_id = v_conversation AND cm.user_id = p_reader;
  IF v_seq > v_from THEN
    UPDATE messages m SET status = 'read'
     WHERE m.conversation_id = v_conversation AND m.seq > v_from AND m.seq <= v_seq
       AND m.receiver_id = p_reader AND m.status = 'unread';
    UPDATE conversation_members cm
       SET last_read_seq = v_seq,
           unread_count = (SELECT count(*) FROM messages m
                            WHERE m.conversation_id = v_conversation AND m.seq > v_seq AND m.receiver_id = p_reader)
     WHERE cm.conversation_id = v_conversation AND cm.user_id = p_reader AND cm.last_read_seq < v_seq;
    GET DIAGNOSTICS v_count = ROW_COUNT;
  END IF;
  RETURN QUERY SELECT 'read', v_sender, v_count > 0, dm_receipts_shared(v_sender, v_receiver), dm_unread_total(p_reader);
END
$$;

-- The sender deletes a message, for both: an unread one leaves the receiver's count, and the conversation's last
-- message moves back to the newest left. outcome: deleted | not_found | not_sender.
CREATE FUNCTION delete_direct_message(p_user uuid, p_message uuid)
RETURNS TABLE (outcome text, sender_id uuid, receiver_id uuid, sender_unread int, receiver_unread int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_conversation uuid;
  v_seq int;
  v_sender uuid;
  v_receiver uuid;
BEGIN
  SELECT v.sender_id, v.receiver_id INTO v_sender, v_receiver FROM dm_member_message(p_user, p_message) v;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found', NULL::uuid, NULL::uuid, 0, 0;
    RETURN;
  END IF;
  IF p_user <> v_sender THEN
    RETURN QUERY SELECT 'not_sender', v_sender, v_receiver, 0, 0;
    RETURN;
  END IF;
  PERFORM dm_lock_pair(v_sender, v_receiver);
  DELETE FROM messages m WHERE m.id = p_message RETURNING m.conversation_id, m.seq INTO v_conversation, v_seq;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found', NULL::uuid, NULL::uuid, 0, 0;
    RETURN;
  END IF;
  UPDATE conversation_members cm SET unread_count = cm.unread_count - 1
   WHERE cm.conversation_id = v_conversation AND cm.user_id = v_receiver
     AND v_seq > cm.last_read_seq AND v_seq > cm.archived_seq AND cm.unread_count > 0;
  UPDATE conversations c
     SET last_message_id = l.id, last_message_at = l.created_at
    FROM (SELECT NULL::uuid AS id, NULL::timestamptz AS created_at) none
    LEFT JOIN LATERAL (SELECT m.id, m.created_at FROM messages m WHERE m.conversation_id = v_conversation
                        ORDER BY m.seq DESC LIMIT 1) l ON true
   WHERE c.id = v_conversation AND c.last_message_id = p_message;
  RETURN QUERY SELECT 'deleted', v_sender, v_receiver, dm_unread_total(v_sender), dm_unread_total(v_receiver);
END
$$;

-- 'Delete Conversation': hides every message so far from this member and clears their unread; the other member is
-- untouched. A later message (seq > archived_seq) lists the conversation again. outcome: archived | not_found.
CREATE FUNCTION archive_direct_conversation(p_user uuid, p_other uuid)
RETURNS TABLE (outcome text, user_unread int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_count int;
BEGIN
  PERFORM dm_lock_pair(p_user, p_other);
  UPDATE conversation_members cm SET archived_seq = c.last_seq, unread_count = 0
    FROM conversations c
   WHERE c.id = cm.conversation_id AND cm.user_id = p_user AND cm.other_user_id = p_other;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN QUERY SELECT CASE WHEN v_count > 0 THEN 'archived' ELSE 'not_found' END, dm_unread_total(p_user);
END
$$;
