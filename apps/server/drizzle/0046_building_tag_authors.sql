ALTER TABLE "building_tags" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "building_tags" ADD CONSTRAINT "building_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "building_tags_created_by_idx" ON "building_tags" USING btree ("created_by");