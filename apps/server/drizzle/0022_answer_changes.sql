-- Servers keep large answers read alike by many (the organisation's leaderboard, the weekly summaries
-- report) between requests; a committed change to a table they are read from tells every server to
-- compute them afresh (platform/http/kept-answers.ts). One notification per statement, and
-- PostgreSQL sends a transaction's identical notifications once.
CREATE FUNCTION answer_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answer_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER committed_hours_changes_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON committed_hours_changes
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER time_entry_totals_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_entry_totals
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER weekly_summaries_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON weekly_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER time_off_requests_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_off_requests
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER teams_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER team_members_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER badges_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON badges
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();--> statement-breakpoint
CREATE TRIGGER user_badges_answer_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_badges
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_notify();
