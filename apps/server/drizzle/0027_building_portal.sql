CREATE TABLE "building_project_members" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hours" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "building_project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "building_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"template" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"building_manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "can_access_bm_portal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "can_access_cp_portal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "can_access_ge_portal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "building_project_members" ADD CONSTRAINT "building_project_members_project_id_building_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_project_members" ADD CONSTRAINT "building_project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_projects" ADD CONSTRAINT "building_projects_building_manager_id_users_id_fk" FOREIGN KEY ("building_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "building_project_members_user_id_idx" ON "building_project_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "building_projects_name_key" ON "building_projects" USING btree (lower(btrim("name")));