-- Servers keep each token's caller between requests; a committed change that could make a kept caller
-- wrong (a session ended, a person's role, rights, name, e-mail or status changed, a role's rights
-- changed) tells every server to look callers up afresh (platform/http/session-cache.ts).
CREATE FUNCTION session_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_session_changes AFTER UPDATE OF revoked_at, expires_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER users_session_changes
  AFTER UPDATE OF email, first_name, last_name, role, front_permissions, removed_default_permissions, is_active
  OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER roles_session_changes AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();
