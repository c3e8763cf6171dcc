-- The public job board's pages link each job to its application form (features/jobListings reads
-- job_forms for it), so job_forms logs its changes for the kept answers, as job_listings does (0042).
CREATE TRIGGER job_forms_answer_inserts AFTER INSERT ON job_forms REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows();
--> statement-breakpoint
CREATE TRIGGER job_forms_answer_updates AFTER UPDATE ON job_forms REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows();
--> statement-breakpoint
CREATE TRIGGER job_forms_answer_deletes AFTER DELETE ON job_forms REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log_rows();
--> statement-breakpoint
CREATE TRIGGER job_forms_answer_truncates AFTER TRUNCATE ON job_forms
  FOR EACH STATEMENT EXECUTE FUNCTION answer_changes_log();
