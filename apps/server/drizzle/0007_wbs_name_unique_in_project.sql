DROP INDEX "wbs_project_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "wbs_project_id_name_key" ON "wbs" USING btree ("project_id",lower("name"));