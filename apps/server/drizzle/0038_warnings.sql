CREATE TABLE "user_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"description_id" uuid NOT NULL,
	"icon_id" text NOT NULL,
	"color" text NOT NULL,
	"date" date NOT NULL,
	"monitor_id" uuid,
	"blue_square_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_warnings_color_check" CHECK ("user_warnings"."color" in ('yellow', 'red'))
);
--> statement-breakpoint
CREATE TABLE "warning_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_permanent" boolean DEFAULT false NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_description_id_warning_descriptions_id_fk" FOREIGN KEY ("description_id") REFERENCES "public"."warning_descriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_monitor_id_users_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_warnings" ADD CONSTRAINT "user_warnings_blue_square_id_blue_squares_id_fk" FOREIGN KEY ("blue_square_id") REFERENCES "public"."blue_squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_warnings_user_id_description_id_idx" ON "user_warnings" USING btree ("user_id","description_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warning_descriptions_title_lower_key" ON "warning_descriptions" USING btree (lower("title"));