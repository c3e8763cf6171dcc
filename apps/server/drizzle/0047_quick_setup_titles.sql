CREATE TABLE "titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_name" text NOT NULL,
	"title_code" text NOT NULL,
	"team_code" text DEFAULT '' NOT NULL,
	"project_id" uuid,
	"team_id" uuid,
	"media_folder" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "titles_title_code_key" ON "titles" USING btree (lower("title_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "titles_title_name_key" ON "titles" USING btree (lower("title_name"));--> statement-breakpoint
CREATE INDEX "titles_project_id_idx" ON "titles" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "titles_team_id_idx" ON "titles" USING btree ("team_id");