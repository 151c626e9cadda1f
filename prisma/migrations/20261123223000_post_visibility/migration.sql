-- Who may read a post (issue 12). One rule, in SQL, so that a single post (post_visible_to), the feed, hashtag and
-- channel lists (posts/visibility.ts puts post_visible(...) in their WHERE) all answer the same.

-- A member of a community: one of its followers, or one of its people (partner_member: its own accounts and
-- verified employees).
CREATE FUNCTION post_community_member(p_user uuid, p_community uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM partner_followers f WHERE f.partner_id = p_community AND f.user_id = p_user)
      OR partner_member(p_user, p_community)
$$;

-- The rule on a post's columns: the author always; nobody across a block either way; a channel post its channel's
-- members; a community post the community's members; a public post any signed-in member; a connections post the
-- author's connections and, for a company post, the company's followers and people.
CREATE FUNCTION post_visible(p_viewer uuid, p_author uuid, p_visibility "PostVisibility", p_partner uuid,
                             p_community uuid, p_channel uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_viewer = p_author OR (
    NOT EXISTS (SELECT 1 FROM blocks b
                 WHERE (b.blocker_id = p_viewer AND b.blocked_id = p_author)
                    OR (b.blocker_id = p_author AND b.blocked_id = p_viewer))
    AND CASE
      WHEN p_channel IS NOT NULL THEN
        EXISTS (SELECT 1 FROM channel_members m WHERE m.channel_id = p_channel AND m.user_id = p_viewer)
      WHEN p_community IS NOT NULL THEN post_community_member(p_viewer, p_community)
      WHEN p_visibility = 'public' THEN true
      ELSE EXISTS (SELECT 1 FROM connections c WHERE c.user_id = p_author AND c.connected_user_id = p_viewer)
        OR (p_partner IS NOT NULL AND (
              EXISTS (SELECT 1 FROM partner_followers f WHERE f.partner_id = p_partner AND f.user_id = p_viewer)
              OR partner_member(p_viewer, p_partner)))
    END)
$$;

CREATE FUNCTION post_visible_to(viewer uuid, post_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT post_visible(viewer, p.author_id, p.visibility, p.partner_id, p.community_id, p.channel_id)
                     FROM posts p WHERE p.id = post_id), false)
$$;

-- The hashtag picker: tags starting with what was typed.
CREATE INDEX "post_hashtags_tag_prefix" ON "post_hashtags" ("tag" text_pattern_ops);

-- A member's mentions of a post, one row each (re-parsed on edit).
CREATE UNIQUE INDEX "post_mentions_post_user" ON "post_mentions" ("post_id", "user_id") WHERE "user_id" IS NOT NULL;
CREATE UNIQUE INDEX "post_mentions_post_partner" ON "post_mentions" ("post_id", "partner_id") WHERE "partner_id" IS NOT NULL;

-- Drafts (media not yet in a post) by age, for the cleanup.
CREATE INDEX "post_media_drafts" ON "post_media" ("created_at") WHERE "post_id" IS NULL;

-- A partner admin who may post as the company, edit and delete its posts: one of its people holding
-- EDIT_COMPANY_PAGE through an enabled admin group of that company (the policy's partnerAdmin rule, in SQL).
CREATE FUNCTION post_company_admin(p_user uuid, p_partner uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT partner_member(p_user, p_partner) AND EXISTS (
    SELECT 1 FROM user_admin_roles m
      JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled AND r.partner_id = p_partner
      JOIN user_role_functions g ON g.role_id = r.id
      JOIN functions f ON f.id = g.function_id AND f.name = 'EDIT_COMPANY_PAGE'
     WHERE m.user_id = p_user)
$$;
