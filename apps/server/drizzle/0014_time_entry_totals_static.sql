-- The hours bookkeeping of 0012 with static statements, which PostgreSQL plans once per connection
-- instead of on every write of time entries: a statement's new rows add their seconds to their totals
-- and its old rows take theirs away, in the writer's transaction (the rows of an update that changed
-- nothing cancel out). Keys are written in one order, so concurrent writers wait on each other without
-- a deadlock.
CREATE OR REPLACE FUNCTION time_entry_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO time_entry_totals AS t (person_id, week_start, project_id, is_tangible, is_active, seconds)
    SELECT person_id, date_of_work - extract(dow FROM date_of_work)::int, project_id, is_tangible, is_active,
      sum(total_seconds::bigint)
    FROM new_rows WHERE person_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(total_seconds::bigint) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT time_entry_totals_key DO UPDATE SET seconds = t.seconds + excluded.seconds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO time_entry_totals AS t (person_id, week_start, project_id, is_tangible, is_active, seconds)
    SELECT person_id, date_of_work - extract(dow FROM date_of_work)::int, project_id, is_tangible, is_active,
      -sum(total_seconds::bigint)
    FROM old_rows WHERE person_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(total_seconds::bigint) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT time_entry_totals_key DO UPDATE SET seconds = t.seconds + excluded.seconds;
  ELSE
    INSERT INTO time_entry_totals AS t (person_id, week_start, project_id, is_tangible, is_active, seconds)
    SELECT person_id, date_of_work - extract(dow FROM date_of_work)::int, project_id, is_tangible, is_active,
      sum(seconds)
    FROM (
      SELECT person_id, date_of_work, project_id, is_tangible, is_active, total_seconds::bigint AS seconds
      FROM new_rows
      UNION ALL
      SELECT person_id, date_of_work, project_id, is_tangible, is_active, -total_seconds::bigint
      FROM old_rows
    ) AS delta
    WHERE person_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(seconds) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT time_entry_totals_key DO UPDATE SET seconds = t.seconds + excluded.seconds;
  END IF;
  RETURN NULL;
END $$;
