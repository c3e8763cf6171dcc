-- The public job board's pages and the team map are kept answers (features/jobListings,
-- features/mapLocations): the tables they read that do not log their changes yet do so now, as the
-- leaderboard's do (migration 0025). The map's people (users, time_entry_totals) log already.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_listings', 'map_locations']
  LOOP
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
