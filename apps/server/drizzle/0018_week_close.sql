CREATE TABLE "retired_blue_squares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_closes" (
	"week_start" date PRIMARY KEY NOT NULL,
	"summaries_emailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_closings" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"hours" double precision NOT NULL,
	"required_hours" double precision NOT NULL,
	"has_summary" boolean NOT NULL,
	"had_time_off" boolean NOT NULL,
	"decision" text NOT NULL,
	"blue_squares_in_year" integer NOT NULL,
	"badges_given" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"follow_up" text,
	"follow_up_checked_at" timestamp with time zone,
	CONSTRAINT "week_closings_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_blue_squares" ADD CONSTRAINT "retired_blue_squares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_closings" ADD CONSTRAINT "week_closings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_blue_squares_user_id_idx" ON "retired_blue_squares" USING btree ("user_id");