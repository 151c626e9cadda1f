-- Every change to a user's row or to a session, committed by any process or tool, is announced on the channel
-- 'auth_changes' with the user's id: each API process caches the sessions it checked (SessionCache) and forgets a
-- user's on this announcement, so a block, a role, a sign-out or a revocation counts on every instance at once.
CREATE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('auth_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
