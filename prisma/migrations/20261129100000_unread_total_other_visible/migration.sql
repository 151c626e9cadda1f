-- A member's unread total (the nav badge, carried by every send twice, and by read, delete, archive and the drawer)
-- counts the conversations whose other member they can see: enabled, not blocked by the platform, and no block
-- between the two. It joined users and blocks for each unread conversation, about 40 µs a total: 90 of the send
-- statement's 260 µs of database time (the statement in a loop on bench:dm's data), where the durable floor's whole
-- statement takes 93. What the total hides changes rarely (a block, a platform block, a disabled account), so it is
-- kept on the row by triggers on those changes, and the total reads one range of the unread index.
ALTER TABLE "conversation_members" ADD COLUMN "other_visible" boolean NOT NULL DEFAULT true;

CREATE FUNCTION dm_other_visible(member uuid, other uuid) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM users o WHERE o.id = other AND o.enabled AND NOT o.blocked) AND NOT dm_blocked(member, other);
END
$$;

UPDATE "conversation_members" SET "other_visible" = false WHERE NOT dm_other_visible("user_id", "other_user_id");

DROP INDEX "conversation_members_unread_idx";
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members"("user_id") WHERE "has_unread" AND "other_visible";

CREATE OR REPLACE FUNCTION dm_unread_total(member uuid) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT sum(cm.unread_count) FROM conversation_members cm
                    WHERE cm.user_id = member AND cm.has_unread AND cm.other_visible), 0)::int;
END
$$;

-- The rows of `member`'s conversations with `other` (either side), `other_visible` brought up to date.
CREATE FUNCTION dm_refresh_other_visible(member uuid, other uuid) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE conversation_members cm SET other_visible = NOT cm.other_visible
   WHERE ((cm.user_id = member AND cm.other_user_id = other) OR (cm.user_id = other AND cm.other_user_id = member))
     AND cm.other_visible IS DISTINCT FROM dm_other_visible(cm.user_id, cm.other_user_id);
END
$$;

CREATE FUNCTION dm_block_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dm_refresh_other_visible(OLD.blocker_id, OLD.blocked_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dm_refresh_other_visible(NEW.blocker_id, NEW.blocked_id); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER blocks_dm_other_visible AFTER INSERT OR UPDATE OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION dm_block_changed();

-- A member enabled, disabled, blocked or unblocked by the platform: the rows of everyone who has a conversation with them.
CREATE FUNCTION dm_user_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_members cm SET other_visible = NOT cm.other_visible
   WHERE cm.other_user_id = NEW.id AND cm.other_visible IS DISTINCT FROM dm_other_visible(cm.user_id, cm.other_user_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_dm_other_visible AFTER UPDATE OF "enabled", "blocked" ON "users"
  FOR EACH ROW WHEN (OLD."enabled" IS DISTINCT FROM NEW."enabled" OR OLD."blocked" IS DISTINCT FROM NEW."blocked")
  EXECUTE FUNCTION dm_user_status_changed();

-- A new row (a conversation's first message) starts visible, as a send finds both members. AFTER INSERT, because a
-- BEFORE trigger would run for every send's member upsert, conflicting or not. The other member's user
-- row is share-locked to the commit: a status change under way is waited for and read here; one that comes after
-- waits for this commit, and its trigger then finds this row. A block cannot come between: it takes the pair lock.
CREATE FUNCTION dm_member_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.other_user_id FOR SHARE;
  PERFORM dm_refresh_other_visible(NEW.user_id, NEW.other_user_id);
  RETURN NULL;
END
$$;

CREATE TRIGGER conversation_members_other_visible AFTER INSERT ON "conversation_members"
  FOR EACH ROW EXECUTE FUNCTION dm_member_added();
