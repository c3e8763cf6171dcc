CREATE TABLE "task_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"old_task" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"user_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"follow_up_check" boolean NOT NULL,
	"follow_up_percentage_deadline" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_edit_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"old_task" jsonb NOT NULL,
	"new_task" jsonb NOT NULL,
	"suggested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_notifications" ADD CONSTRAINT "task_notifications_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_notifications" ADD CONSTRAINT "task_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_edit_suggestions" ADD CONSTRAINT "task_edit_suggestions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_edit_suggestions" ADD CONSTRAINT "task_edit_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_notifications_task_id_user_id_key" ON "task_notifications" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "task_notifications_user_id_idx" ON "task_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follow_ups_task_id_idx" ON "follow_ups" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_edit_suggestions_task_id_key" ON "task_edit_suggestions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_edit_suggestions_suggested_at_idx" ON "task_edit_suggestions" USING btree ("suggested_at");--> statement-breakpoint
CREATE INDEX "task_edit_suggestions_user_id_idx" ON "task_edit_suggestions" USING btree ("user_id");