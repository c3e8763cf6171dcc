CREATE TABLE "ai_prompt_copies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"copied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_prompt_copies" ADD CONSTRAINT "ai_prompt_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;