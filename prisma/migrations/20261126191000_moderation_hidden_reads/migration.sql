-- Trust and safety (issue 19): content hidden by moderation (hidden_at on posts, comments and jobs) is read only by
-- its owners and platform admins, in every read. One rule per kind, in SQL beside post_visible, so that lists (the
-- TypeScript helpers put them in their WHERE) and single reads (post_visible_to) answer the same. Each starts with
-- `hidden_at IS NULL`: for the content nobody hid, the rest is never evaluated.

-- A platform admin (role ADMIN).
CREATE FUNCTION platform_admin(p_user uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.role = 'ADMIN')
$$;

-- Moderation lets the viewer read content of p_author: it is not hidden, or the viewer wrote it, or is a platform admin.
CREATE FUNCTION content_shown(p_viewer uuid, p_author uuid, p_hidden_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT p_hidden_at IS NULL OR p_viewer = p_author OR platform_admin(p_viewer)
$$;

-- A post: also the admins of the company it was posted as (they may edit and delete it, as its author).
CREATE FUNCTION post_shown(p_viewer uuid, p_author uuid, p_partner uuid, p_hidden_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT content_shown(p_viewer, p_author, p_hidden_at)
      OR (p_partner IS NOT NULL AND post_company_admin(p_viewer, p_partner))
$$;

-- A job: also its company's people (its own accounts and verified employees), who manage it in /recruit.
CREATE FUNCTION job_shown(p_viewer uuid, p_author uuid, p_partner uuid, p_hidden_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT content_shown(p_viewer, p_author, p_hidden_at) OR partner_member(p_viewer, p_partner)
$$;

-- One post's rule (comments, reactions): its audience, and not hidden from the viewer.
CREATE OR REPLACE FUNCTION post_visible_to(viewer uuid, post_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT post_visible(viewer, p.author_id, p.visibility, p.partner_id, p.community_id, p.channel_id)
                          AND post_shown(viewer, p.author_id, p.partner_id, p.hidden_at)
                     FROM posts p WHERE p.id = post_id), false)
$$;
