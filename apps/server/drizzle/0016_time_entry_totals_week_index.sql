-- A week of everyone (the leaderboard, the organisation's totals, the weekly job, the summaries
-- report) is read from this index alone: the week's rows are together and carry what is summed.
CREATE INDEX "time_entry_totals_week_idx" ON "time_entry_totals" ("week_start", "person_id") INCLUDE ("is_tangible", "is_active", "seconds");
