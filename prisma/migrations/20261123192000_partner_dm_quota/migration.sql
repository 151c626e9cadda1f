-- Plans, promo codes and the DM quota: the direct-message hooks of migration direct_message_conversations filled in
-- (dm_has_message_permission, dm_quota_used_up), the send charging the partner's month, and the promo redemption.
-- Every rule stays in one SQL function call (no interactive transaction).

-- The month partner_dm_usage counts in: the current calendar month in UTC (a new month starts again at 0).
CREATE FUNCTION dm_current_month() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date
$$;

-- `member` holds the DM function through an enabled admin group of their own partner. Removing the function from the
-- group, removing the member from it, or disabling the group ends it at once (every send asks again).
CREATE FUNCTION dm_holds_dm(member uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM users u
                   JOIN user_admin_roles m ON m.user_id = u.id
                   JOIN admin_roles r ON r.id = m.role_id AND r.partner_id = u.partner_id AND NOT r.disabled
                   JOIN user_role_functions g ON g.role_id = r.id
                   JOIN functions f ON f.id = g.function_id AND f.name = 'DM'
                  WHERE u.id = member);
END
$$;

-- A partner's DMs this month: its count, the promo DMs added this month, its plan's monthly total (the free plan, the
-- one priced 0, until it chooses one) and the month's total (plan + promo). No row for a partner that does not exist.
CREATE FUNCTION dm_partner_usage(p_partner uuid)
RETURNS TABLE (month date, dm_count int, bonus_dm int, plan_total int, total int)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT dm_current_month(), COALESCE(u.dm_count, 0), COALESCE(u.bonus_dm, 0), pl.total, pl.total + COALESCE(u.bonus_dm, 0)
    FROM (SELECT COALESCE(s.monthly_dm_total,
                          (SELECT f.monthly_dm_total FROM subscriptions f WHERE f.price_cents = 0
                            ORDER BY f.monthly_dm_total LIMIT 1), 0) AS total
            FROM partners p LEFT JOIN subscriptions s ON s.id = p.subscription_id
           WHERE p.id = p_partner) pl
    LEFT JOIN partner_dm_usage u ON u.partner_id = p_partner AND u.month = dm_current_month();
END
$$;

-- The partner of `sender` has used up its DMs this month (never for a user of no partner). For a receiver, the same
-- answer is isDmCountMaxed: §5's no-permission notice.
CREATE OR REPLACE FUNCTION dm_quota_used_up(sender uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT q.dm_count >= q.total FROM users u, dm_partner_usage(u.partner_id) q WHERE u.id = sender), false);
END
$$;

-- `sender` may write to `receiver`, who is not a connection: the sender holds DM (their partner pays for each such
-- message), or the receiver holds DM and has written to the sender (a reply to the admin's conversation; free). Once
-- the admin loses DM, neither side may go on.
CREATE OR REPLACE FUNCTION dm_has_message_permission(sender uuid, receiver uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN dm_holds_dm(sender)
      OR (dm_holds_dm(receiver) AND EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = receiver AND m.receiver_id = sender));
END
$$;

-- The send, as in direct_message_conversations, with the partner quota: to a non-connection, no permission or a
-- receiver whose partner is at its limit is 'not_allowed'; a sender writing through their own DM function whose
-- partner is at its limit is 'quota_used_up', otherwise the message takes one DM of the partner's month in the same
-- call (a conditional UPDATE under the usage row's lock, so two admins racing for the last DM cannot both take it).
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
          SELECT u.partner_id INTO v_charged FROM users u WHERE u.id = p_sender;
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

-- Redeem a promo code for a partner, whole: the code row locked (two partners racing for its last use are served
-- one after the other), then refused when unknown, already redeemed by this partner, not valid yet, expired or used
-- up; otherwise the redemption recorded, the use counted and the code's DMs added to the partner's current month.
-- outcome: redeemed | unknown | already_redeemed | not_yet_valid | expired | used_up.
CREATE FUNCTION redeem_promo_code(p_partner uuid, p_code text)
RETURNS TABLE (outcome text, extra_dm int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v promo_codes%ROWTYPE;
BEGIN
  SELECT * INTO v FROM promo_codes c WHERE c.code = p_code FOR UPDATE;
  IF NOT FOUND THEN RETURN QUERY SELECT 'unknown'::text, 0; RETURN; END IF;
  IF EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.promo_code_id = v.id AND r.partner_id = p_partner) THEN
    RETURN QUERY SELECT 'already_redeemed'::text, 0; RETURN;
  END IF;
  IF v.valid_from > now() THEN RETURN QUERY SELECT 'not_yet_valid'::text, 0; RETURN; END IF;
  IF v.valid_until IS NOT NULL AND v.valid_until <= now() THEN RETURN QUERY SELECT 'expired'::text, 0; RETURN; END IF;
  IF v.max_uses IS NOT NULL AND v.uses >= v.max_uses THEN RETURN QUERY SELECT 'used_up'::text, 0; RETURN; END IF;
  INSERT INTO promo_redemptions (promo_code_id, partner_id) VALUES (v.id, p_partner);
  UPDATE promo_codes c SET uses = c.uses + 1 WHERE c.id = v.id;
  INSERT INTO partner_dm_usage AS u (partner_id, month, bonus_dm) VALUES (p_partner, dm_current_month(), v.extra_dm)
  ON CONFLICT (partner_id, month) DO UPDATE SET bonus_dm = u.bonus_dm + EXCLUDED.bonus_dm;
  RETURN QUERY SELECT 'redeemed'::text, v.extra_dm;
END
$$;
