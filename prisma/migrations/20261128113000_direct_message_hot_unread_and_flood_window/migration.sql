-- A send raises the receiver's unread_count. While the unread index's predicate read unread_count itself, no such
-- update could be HOT (bench:overload: 0 of 17,882): each one added an entry to every index of the table, and each
-- member's unread total (dm_unread_total, twice a send) went through all the dead versions of their rows until
-- vacuum came.
-- The predicate now reads has_unread, which changes only when a conversation turns unread or read: the increments in
-- between change no indexed column, and with room left on each page (fillfactor) they are HOT, pruned in place.
ALTER TABLE "conversation_members" SET (fillfactor = 70);
ALTER TABLE "conversation_members" ADD COLUMN "has_unread" boolean GENERATED ALWAYS AS ("unread_count" > 0) STORED;
DROP INDEX "conversation_members_unread_idx";
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members"("user_id") WHERE "has_unread";

CREATE OR REPLACE FUNCTION dm_unread_total(member uuid) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT sum(cm.unread_count)
                     FROM conversation_members cm
                     JOIN users o ON o.id = cm.other_user_id AND o.enabled AND NOT o.blocked
                    WHERE cm.user_id = member AND cm.has_unread
                      AND NOT EXISTS (SELECT 1 FROM blocks k WHERE (k.blocker_id = member AND k.blocked_id = cm.other_user_id)
                                                             OR (k.blocker_id = cm.other_user_id AND k.blocked_id = member))), 0)::int;
END
$$;

-- The send as in lean_direct_message_send, with the flood check's window bounded in the index.
CREATE OR REPLACE FUNCTION send_direct_message(p_sender uuid, p_receiver uuid, p_client_message_id uuid, p_content text,
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
  v_charged uuid;
  v_month date;
  v_sender_first_name text;
  v_sender_last_name text;
  v_sender_image text;
  v_receiver_first_name text;
  v_receiver_last_name text;
  v_receiver_image text;
  v_flood_since timestamptz;
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
    SELECT u.first_name, u.last_name, u.image INTO v_receiver_first_name, v_receiver_last_name, v_receiver_image
      FROM users u WHERE u.id = p_receiver AND u.enabled AND NOT u.blocked;
    IF NOT FOUND THEN
      v_outcome := 'not_found';
    ELSIF dm_blocked(p_sender, p_receiver) THEN
      v_outcome := 'not_allowed';
    ELSIF NOT EXISTS (SELECT 1 FROM connections c WHERE c.user_id = p_sender AND c.connected_user_id = p_receiver) THEN
      IF NOT dm_has_message_permission(p_sender, p_receiver) THEN
        v_outcome := 'not_allowed';
      ELSE
        IF dm_holds_dm(p_sender) THEN
          v_charged := dm_granting_partner(p_sender);
          IF dm_quota_used_up(p_sender) THEN v_outcome := 'quota_used_up'; END IF;
        END IF;
        IF v_outcome IS NULL AND dm_quota_used_up(p_receiver) THEN v_outcome := 'not_allowed'; END IF;
      END IF;
    END IF;
  END IF;
  -- The window's start as a value: compared with clock_timestamp() itself (volatile), created_at was no index
  -- condition, and the check read every message the pair had ever sent.
  v_flood_since := clock_timestamp() - p_flood_window;
  IF v_outcome IS NULL AND (SELECT count(*) FROM (SELECT 1 FROM messages m
        WHERE m.sender_id = p_sender AND m.receiver_id = p_receiver AND m.created_at > v_flood_since
        LIMIT p_flood_limit) recent) >= p_flood_limit THEN
    v_outcome := 'flood';
  END IF;
  IF v_outcome IS NULL AND v_charged IS NOT NULL THEN
    v_month := dm_current_month();
    INSERT INTO partner_dm_usage (partner_id, month) VALUES (v_charged, v_month) ON CONFLICT DO NOTHING;
    UPDATE partner_dm_usage u SET dm_count = u.dm_count + 1
     WHERE u.partner_id = v_charged AND u.month = v_month
       AND u.dm_count < (SELECT q.plan_total FROM dm_partner_usage(v_charged) q) + u.bonus_dm;
    IF NOT FOUND THEN v_outcome := 'quota_used_up'; END IF;
  END IF;
  IF v_outcome IS NULL THEN
    v_outcome := 'sent';
    v_id := gen_random_uuid();
    -- Taken after the lock, so that created_at grows with seq; at the column's precision, as the answer carries it.
    v_now := clock_timestamp()::timestamptz(3);
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
      SET unread_count = cm.unread_count + 1 WHERE cm.user_id = p_receiver;
    SELECT u.first_name, u.last_name, u.image INTO v_sender_first_name, v_sender_last_name, v_sender_image
      FROM users u WHERE u.id = p_sender;
    RETURN QUERY
      SELECT v_outcome, v_id, v_conversation, v_seq, p_sender, p_receiver, p_client_message_id, p_content, 'unread'::text,
             false, v_now, v_sender_first_name, v_sender_last_name, v_sender_image, v_receiver_first_name,
             v_receiver_last_name, v_receiver_image, dm_receipts_shared(p_sender, p_receiver), dm_unread_total(p_sender),
             dm_unread_total(p_receiver);
    RETURN;
  END IF;
  -- A replay answers the stored message as it is now; a refusal, its outcome.
  RETURN QUERY
    SELECT v_outcome, r.*, dm_unread_total(p_sender), dm_unread_total(p_receiver)
      FROM (SELECT 1) one LEFT JOIN dm_message_row(v_id) r ON true;
END
$$;
