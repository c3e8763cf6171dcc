CREATE TABLE "owner_message" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"standard_message" text DEFAULT '' NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_message_single_row" CHECK ("owner_message"."id")
);
--> statement-breakpoint
ALTER TABLE "owner_message" ADD CONSTRAINT "owner_message_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;