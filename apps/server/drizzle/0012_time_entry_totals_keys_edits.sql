CREATE TABLE "time_entry_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	"initial_seconds" integer NOT NULL,
	"new_seconds" integer NOT NULL,
	"original_date_of_work" date NOT NULL,
	"final_date_of_work" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry_request_keys" (
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "time_entry_request_keys_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
CREATE TABLE "time_entry_totals" (
	"person_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"project_id" uuid,
	"is_tangible" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "time_entry_totals_key" UNIQUE NULLS NOT DISTINCT("person_id","week_start","project_id","is_tangible","is_active")
);
--> statement-breakpoint
ALTER TABLE "time_entry_edits" ADD CONSTRAINT "time_entry_edits_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_request_keys" ADD CONSTRAINT "time_entry_request_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entry_edits_person_id_edited_at_idx" ON "time_entry_edits" USING btree ("person_id","edited_at");--> statement-breakpoint
CREATE INDEX "time_entry_request_keys_created_at_idx" ON "time_entry_request_keys" USING btree ("created_at");--> statement-breakpoint
-- The hours bookkeeping: every statement that inserts, changes or deletes time entries adds its rows'
-- seconds to their totals and takes away what its rows held before, in the writer's transaction (the
-- rows of an update that changed nothing counted cancel out). Keys are written in one order, so
-- concurrent writers wait on each other without a deadlock.
CREATE FUNCTION time_entry_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := 'SELECT person_id, date_of_work - extract(dow FROM date_of_work)::int AS week_start,
    project_id, is_tangible, is_active, %s total_seconds::bigint AS seconds FROM %I WHERE person_id IS NOT NULL';
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN format(counted, '', 'new_rows')
    WHEN 'DELETE' THEN format(counted, '-', 'old_rows')
    ELSE format(counted, '', 'new_rows') || ' UNION ALL ' || format(counted, '-', 'old_rows')
  END;
  EXECUTE 'INSERT INTO time_entry_totals AS t (person_id, week_start, project_id, is_tangible, is_active, seconds)
    SELECT person_id, week_start, project_id, is_tangible, is_active, sum(seconds) FROM (' || delta || ') AS delta
    GROUP BY person_id, week_start, project_id, is_tangible, is_active
    HAVING sum(seconds) <> 0
    ORDER BY person_id, week_start, project_id, is_tangible, is_active
    ON CONFLICT ON CONSTRAINT time_entry_totals_key DO UPDATE SET seconds = t.seconds + excluded.seconds';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_entries_totals_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();--> statement-breakpoint
CREATE TRIGGER time_entries_totals_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();--> statement-breakpoint
CREATE TRIGGER time_entries_totals_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION time_entry_totals_apply();--> statement-breakpoint
-- The entries logged before the bookkeeping existed.
INSERT INTO time_entry_totals (person_id, week_start, project_id, is_tangible, is_active, seconds)
  SELECT person_id, date_of_work - extract(dow FROM date_of_work)::int, project_id, is_tangible, is_active,
    sum(total_seconds)
  FROM time_entries WHERE person_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;
