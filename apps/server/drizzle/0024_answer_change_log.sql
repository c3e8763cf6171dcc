-- The answers kept between requests (platform/http/kept-answers.ts) are checked against a log of the
-- transactions that changed what they are read from, in place of the notifications of migration 0022:
-- a notifying transaction takes a database-wide lock until its commit is flushed, which made every
-- time entry wait for the others' commits. A row per transaction, written by the same statement
-- triggers; a reader compares the log's count and sum of transaction ids with those it computed at.
CREATE TABLE answer_changes (
  txid bigint PRIMARY KEY DEFAULT txid_current(),
  changed_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION answer_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_changes DEFAULT VALUES ON CONFLICT (txid) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER FUNCTION answer_changes_notify() RENAME TO answer_changes_log;
