-- CreateIndex
CREATE INDEX "feed_items_post_id_idx" ON "feed_items"("post_id");

-- The author's own timeline has the post as soon as it is written, in the post's own transaction; the feed-fanout
-- job adds everyone else's rows (and skips this one: ON CONFLICT DO NOTHING).
CREATE FUNCTION feed_own_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_items (user_id, post_id, created_at, reason)
  VALUES (NEW.author_id, NEW.id, NEW.created_at, 'own')
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER posts_feed_own_item AFTER INSERT ON posts FOR EACH ROW EXECUTE FUNCTION feed_own_item();
