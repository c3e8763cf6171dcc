DROP INDEX "task_resources_user_id_idx";--> statement-breakpoint
CREATE INDEX "task_resources_user_id_task_id_idx" ON "task_resources" USING btree ("user_id","task_id");