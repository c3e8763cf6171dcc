-- The public job board's pages link each job to its application form (features/jobListings reads
-- job_forms for it), so job_forms is watched for the kept answers, as job_listings is.
SELECT answer_changes_watch('job_forms');
