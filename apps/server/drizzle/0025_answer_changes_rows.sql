-- A statement that changes no row (an update of an id that names nobody) no longer logs a change of
-- the kept answers' tables: the statement triggers of migration 0022 become one per event, each
-- seeing the rows it changed (transition tables), and log only when there is one. Emptying a table
-- always logs.
CREATE FUNCTION answer_changes_log_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO answer_changes DEFAULT VALUES ON CONFLICT (txid) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'committed_hours_changes', 'time_entry_totals', 'weekly_summaries',
    'time_off_requests', 'teams', 'team_members', 'badges', 'user_badges']
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_answer_changes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows()', t || '_answer_inserts', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows()', t || '_answer_updates', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows()', t || '_answer_deletes', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log()', t || '_answer_truncates', t);
  END LOOP;
END
$$;
