-- The stamp of the answers kept between requests (platform/http/kept-answers.ts) becomes the number of
-- transactions ever logged: the rows of `answer_changes` plus those pruned from it, which a pruning
-- counts here in the statement that deletes them. The log's count and sum of transaction ids went back
-- to earlier values when it was pruned, so an answer computed before a change was served again after it.
CREATE TABLE answer_changes_pruned (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  transactions bigint NOT NULL
);--> statement-breakpoint
INSERT INTO answer_changes_pruned (transactions) VALUES (0);--> statement-breakpoint
-- One trigger function for every event: a statement that changed rows (seen in its transition table
-- `changed`), or emptied the table, logs its transaction once.
CREATE OR REPLACE FUNCTION answer_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO answer_changes DEFAULT VALUES ON CONFLICT (txid) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One way of watching a table a kept answer reads: `SELECT answer_changes_watch('table')` attaches (or
-- re-attaches) its four statement triggers, `<table>_answer_inserts`, `_updates`, `_deletes` and
-- `_truncates`, to answer_changes_log().
CREATE FUNCTION answer_changes_watch(watched text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
  transition text;
BEGIN
  FOR event, transition IN VALUES ('insert', 'REFERENCING NEW TABLE AS changed'),
    ('update', 'REFERENCING NEW TABLE AS changed'), ('delete', 'REFERENCING OLD TABLE AS changed'),
    ('truncate', '')
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT '
      'EXECUTE FUNCTION answer_changes_log()', watched || '_answer_' || event || 's', event, watched, transition);
  END LOOP;
END
$$;--> statement-breakpoint
SELECT answer_changes_watch(watched) FROM unnest(ARRAY['users', 'committed_hours_changes', 'time_entry_totals',
  'weekly_summaries', 'time_off_requests', 'teams', 'team_members', 'badges', 'user_badges', 'building_projects',
  'inventory_types', 'inventory_items', 'inventory_item_updates', 'inventory_item_logs', 'inventory_purchases',
  'job_listings', 'map_locations']) AS watched;--> statement-breakpoint
DROP FUNCTION answer_changes_log_rows();
