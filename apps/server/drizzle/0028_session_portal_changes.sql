-- A session's portal flags are part of the caller every server keeps (platform/http/session-cache.ts):
-- opening a portal tells every server to look callers up afresh, as ending a session does.
DROP TRIGGER sessions_session_changes ON sessions;--> statement-breakpoint
CREATE TRIGGER sessions_session_changes
  AFTER UPDATE OF revoked_at, expires_at, can_access_bm_portal, can_access_cp_portal, can_access_ge_portal
  OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();
