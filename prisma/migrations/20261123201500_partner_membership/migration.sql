-- Who belongs to a partner: its own accounts (users.partner_id, §6's partner accounts) and its verified employees.
-- A verified employee stays a member (their own navigation, their own profile) but can be put in the company's admin
-- groups and so hold its functions, DM included.
CREATE FUNCTION partner_member(p_user uuid, p_partner uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.partner_id = p_partner)
      OR EXISTS (SELECT 1 FROM partner_employees e
                  WHERE e.user_id = p_user AND e.partner_id = p_partner AND e.status = 'verified')
$$;

-- The partner whose enabled admin group grants `member` the DM function (their own partner first), or null: that
-- partner's month pays for the member's DMs to non-connections.
CREATE FUNCTION dm_granting_partner(member uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT r.partner_id
    FROM user_admin_roles m
    JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled AND r.partner_id IS NOT NULL
    JOIN user_role_functions g ON g.role_id = r.id
    JOIN functions f ON f.id = g.function_id AND f.name = 'DM'
    JOIN users u ON u.id = m.user_id
   WHERE m.user_id = member AND partner_member(member, r.partner_id)
   ORDER BY r.partner_id IS DISTINCT FROM u.partner_id
   LIMIT 1
$$;

CREATE OR REPLACE FUNCTION dm_holds_dm(member uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT dm_granting_partner(member) IS NOT NULL
$$;

-- The month of the partner that grants `sender` DM (else their own partner's) is used up. For a receiver, the same
-- answer is isDmCountMaxed.
CREATE OR REPLACE FUNCTION dm_quota_used_up(sender uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT q.dm_count >= q.total
                     FROM users u, dm_partner_usage(COALESCE(dm_granting_partner(u.id), u.partner_id)) q
                    WHERE u.id = sender), false);
END
$$;

-- The send, as in partner_dm_quota, charging the partner that grants the sender DM.
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
  IF v_outcome IS NULL AND (SELECT count(*) FROM (SELECT 1 FROM messages m
        WHERE m.sender_id = p_sender AND m.receiver_id = p_receiver AND m.created_at > clock_timestamp() - p_flood_window
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
