CREATE TABLE "blue_square_email_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"assigned_to" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blue_square_email_copies_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "blue_square_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"is_set" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blue_square_reasons_user_id_date_key" UNIQUE("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "blue_square_email_copies" ADD CONSTRAINT "blue_square_email_copies_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blue_square_reasons" ADD CONSTRAINT "blue_square_reasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;