CREATE TABLE "timer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timer_presence" (
	"server_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sockets" integer NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "timer_presence_server_id_user_id_pk" PRIMARY KEY("server_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_ms" integer DEFAULT 900000 NOT NULL,
	"goal_ms" integer DEFAULT 900000 NOT NULL,
	"initial_goal_ms" integer DEFAULT 900000 NOT NULL,
	"chiming" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"forced_pause" boolean DEFAULT false NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	CONSTRAINT "timers_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "timer_events" ADD CONSTRAINT "timer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timer_presence" ADD CONSTRAINT "timer_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timers" ADD CONSTRAINT "timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timer_events_user_id_at_idx" ON "timer_events" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timer_presence_user_id_idx" ON "timer_presence" USING btree ("user_id");