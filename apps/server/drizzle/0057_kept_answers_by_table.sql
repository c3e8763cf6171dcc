-- The answers kept between requests (platform/http/kept-answers.ts) are stamped by the tables their
-- kind reads, not by every watched table: a time entry no longer makes the job board, the building
-- lists and the map's manual entries be computed again. The log holds a row per transaction and
-- table it changed; the pruned count is kept per table as well as in all (the whole count is what
-- servers of the version before read, until they stop).
ALTER TABLE answer_changes ADD COLUMN table_name text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE answer_changes DROP CONSTRAINT answer_changes_pkey;--> statement-breakpoint
ALTER TABLE answer_changes ADD PRIMARY KEY (txid, table_name);--> statement-breakpoint
CREATE TABLE answer_changes_pruned_tables (
  table_name text PRIMARY KEY,
  transactions bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO answer_changes (table_name) VALUES (TG_TABLE_NAME) ON CONFLICT (txid, table_name) DO NOTHING;
  RETURN NULL;
END
$$;
