CREATE TABLE "wbs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_resources" (
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_task" boolean DEFAULT false NOT NULL,
	"review_status" text DEFAULT 'Unsubmitted' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_resources_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wbs_id" uuid NOT NULL,
	"name" text NOT NULL,
	"num" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"mother" uuid,
	"parent_id1" uuid,
	"parent_id2" uuid,
	"parent_id3" uuid,
	"has_child" boolean DEFAULT false NOT NULL,
	"children_qty" integer DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'Primary' NOT NULL,
	"is_assigned" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"hours_best" double precision DEFAULT 0 NOT NULL,
	"hours_worst" double precision DEFAULT 0 NOT NULL,
	"hours_most" double precision DEFAULT 0 NOT NULL,
	"hours_logged" double precision DEFAULT 0 NOT NULL,
	"estimated_hours" double precision DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_work_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"category_override" boolean DEFAULT false NOT NULL,
	"category_locked" boolean DEFAULT false NOT NULL,
	"classification" text DEFAULT '' NOT NULL,
	"deadline_count" integer DEFAULT 0 NOT NULL,
	"why_info" text DEFAULT '' NOT NULL,
	"intent_info" text DEFAULT '' NOT NULL,
	"endstate_info" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_type" text DEFAULT 'default' NOT NULL,
	"person_id" uuid,
	"project_id" uuid,
	"wbs_id" uuid,
	"task_id" uuid,
	"team_id" uuid,
	"date_of_work" date NOT NULL,
	"total_seconds" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_tangible" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wbs" ADD CONSTRAINT "wbs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_resources" ADD CONSTRAINT "task_resources_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_resources" ADD CONSTRAINT "task_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_wbs_id_wbs_id_fk" FOREIGN KEY ("wbs_id") REFERENCES "public"."wbs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_mother_tasks_id_fk" FOREIGN KEY ("mother") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id1_tasks_id_fk" FOREIGN KEY ("parent_id1") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id2_tasks_id_fk" FOREIGN KEY ("parent_id2") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_id3_tasks_id_fk" FOREIGN KEY ("parent_id3") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_wbs_id_wbs_id_fk" FOREIGN KEY ("wbs_id") REFERENCES "public"."wbs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wbs_project_id_idx" ON "wbs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "task_resources_user_id_idx" ON "task_resources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_wbs_id_num_idx" ON "tasks" USING btree ("wbs_id","num");--> statement-breakpoint
CREATE INDEX "tasks_mother_idx" ON "tasks" USING btree ("mother");--> statement-breakpoint
CREATE INDEX "time_entries_person_id_date_idx" ON "time_entries" USING btree ("person_id","date_of_work");--> statement-breakpoint
CREATE INDEX "time_entries_project_id_idx" ON "time_entries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "time_entries_task_id_idx" ON "time_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "time_entries_date_of_work_idx" ON "time_entries" USING btree ("date_of_work");