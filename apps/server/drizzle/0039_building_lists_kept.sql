-- The building area's item lists are kept answers (features/buildingManagement/tools.service.ts): the
-- tables they are read from log their changes as the leaderboard's do (migration 0025).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['building_projects', 'inventory_types', 'inventory_items', 'inventory_item_updates',
    'inventory_item_logs', 'inventory_purchases']
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
